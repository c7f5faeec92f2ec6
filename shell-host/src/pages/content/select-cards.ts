import { CMS_RESOURCE_TYPES, type CmsComponent } from '@grocer/shared-contracts/domain';

/** The resource types a host page draws a card for; a container's children take its place. */
const CARD_TYPES: ReadonlySet<string> = new Set([
  CMS_RESOURCE_TYPES.tradingCell,
  CMS_RESOURCE_TYPES.textPromoCard,
  CMS_RESOURCE_TYPES.menuCardGroup,
]);

/** Containers nested deeper than this are left out: CMS data must not be able to exhaust the stack. */
const MAX_NESTING = 8;

export type CardSelection = {
  /** What gets a grid cell, in reading order. */
  readonly cards: readonly CmsComponent[];
  /** What the page has no card for (spec section 8: warned about, rendering nothing). */
  readonly leftOut: readonly CmsComponent[];
};

/** The components a page draws, containers opened in place, apart from those it leaves out. */
export function selectCards(components: readonly CmsComponent[]): CardSelection {
  const cards: CmsComponent[] = [];
  const leftOut: CmsComponent[] = [];
  const visit = (list: readonly CmsComponent[], depth: number) => {
    for (const component of list) {
      if (component.resourceType === CMS_RESOURCE_TYPES.container && depth < MAX_NESTING) {
        visit(component.childComponents ?? [], depth + 1);
      } else if (CARD_TYPES.has(component.resourceType)) cards.push(component);
      else leftOut.push(component);
    }
  };
  visit(components, 0);
  return { cards, leftOut };
}
