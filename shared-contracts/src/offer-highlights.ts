/**
 * Offer highlights (spec section 2: "Offers paths follow the pattern offers/highlights/…"): the
 * offers grouped by the kind of promotion, each at /ecom/shop/browse/offers/highlights/{slug}.
 * A product is in a highlight when its promotion text is one of `exact`, or starts with one of
 * `startsWith` (multibuys name their price: "2 for £3.00"). Decision 022.
 */
export const OFFER_HIGHLIGHTS = [
  { slug: 'half-price', title: 'Half price', exact: ['Half price'], startsWith: [] },
  { slug: 'save-a-third', title: 'Save a third', exact: ['Save 1/3'], startsWith: [] },
  { slug: 'save-25-percent', title: 'Save 25%', exact: ['Save 25%'], startsWith: [] },
  { slug: 'three-for-two', title: '3 for 2', exact: ['3 for 2'], startsWith: [] },
  { slug: 'multibuys', title: 'Multibuys', exact: [], startsWith: ['2 for ', 'Add 3 for '] },
  { slug: 'price-drops', title: 'Price drops', exact: [], startsWith: ['Was '] },
] as const satisfies readonly {
  readonly slug: string;
  readonly title: string;
  readonly exact: readonly string[];
  readonly startsWith: readonly string[];
}[];

export type OfferHighlight = (typeof OFFER_HIGHLIGHTS)[number];
export type OfferHighlightSlug = OfferHighlight['slug'];

export const OFFER_HIGHLIGHTS_PATH = '/ecom/shop/browse/offers/highlights';

/** The highlight a slug names, or undefined (never a prototype key). */
export function findOfferHighlight(slug: string): OfferHighlight | undefined {
  return OFFER_HIGHLIGHTS.find((highlight) => highlight.slug === slug);
}

/** A highlight's page. */
export function offerHighlightUrl(slug: OfferHighlightSlug): string {
  return `${OFFER_HIGHLIGHTS_PATH}/${slug}`;
}

/** Whether a product's promotion text belongs to the highlight (the services' filter says the same in SQL). */
export function isInOfferHighlight(promotion: string | null, highlight: OfferHighlight): boolean {
  if (promotion === null) return false;
  return (
    highlight.exact.some((text: string) => text === promotion) ||
    highlight.startsWith.some((prefix: string) => promotion.startsWith(prefix))
  );
}
