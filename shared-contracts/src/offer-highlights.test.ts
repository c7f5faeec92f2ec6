import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FilterTag } from './catalogue.ts';
import { findOfferHighlight, isInOfferHighlight, OFFER_HIGHLIGHTS, offerHighlightUrl } from './offer-highlights.ts';

const highlight = (slug: string) => {
  const found = findOfferHighlight(slug);
  if (!found) throw new Error(`no highlight ${slug}`);
  return found;
};

describe('offer highlights (spec section 2: offers/highlights/…)', () => {
  it('live under the offers path, one page per highlight', () => {
    expect(offerHighlightUrl('half-price')).toBe('/ecom/shop/browse/offers/highlights/half-price');
    expect(new Set(OFFER_HIGHLIGHTS.map((entry) => entry.slug)).size).toBe(OFFER_HIGHLIGHTS.length);
  });

  it('take a promotion by its exact words, or by the start of a multibuy or a price drop', () => {
    expect(isInOfferHighlight('Half price', highlight('half-price'))).toBe(true);
    expect(isInOfferHighlight('Half price!', highlight('half-price'))).toBe(false);
    expect(isInOfferHighlight('2 for £3.00', highlight('multibuys'))).toBe(true);
    expect(isInOfferHighlight('Add 3 for £10.00', highlight('multibuys'))).toBe(true);
    expect(isInOfferHighlight('Was £2.50', highlight('price-drops'))).toBe(true);
    expect(isInOfferHighlight(null, highlight('price-drops'))).toBe(false);
  });

  it('never put one promotion in two highlights', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constantFrom(
            'Half price',
            'Save 1/3',
            'Save 25%',
            '3 for 2',
            'Was £1.00',
            '2 for £5.00',
            'Add 3 for £6.00',
          ),
          fc.string({ maxLength: 30 }),
        ),
        (promotion) => {
          expect(OFFER_HIGHLIGHTS.filter((entry) => isInOfferHighlight(promotion, entry)).length).toBeLessThanOrEqual(
            1,
          );
        },
      ),
    );
  });

  it('know no slug outside the list, prototype keys included', () => {
    for (const slug of ['', 'HALF-PRICE', 'constructor', '__proto__', 'half-price/']) {
      expect(findOfferHighlight(slug)).toBeUndefined();
    }
  });

  it('are asked for with a highlight filter tag', () => {
    expect(FilterTag.safeParse('highlight:half-price').success).toBe(true);
  });
});
