import { MULTI_SEARCH_MAX_ITEMS, SEARCH_TERM_MAX_LENGTH, splitMultiSearchList } from '@grocer/shared-contracts/domain';

/**
 * How much of one pasted item the box keeps: five times the 200 characters a
 * search uses, room for the tags and stray characters that cleaning removes.
 */
export const PASTED_ITEM_MAX_LENGTH = SEARCH_TERM_MAX_LENGTH * 5;

/** The most raw text a paste leaves in the box, however it is spread over lines. */
export const PASTED_TEXT_MAX_LENGTH = MULTI_SEARCH_MAX_ITEMS * PASTED_ITEM_MAX_LENGTH;

export type LimitedListText = {
  /** The raw text kept, exactly as given up to the cuts. */
  readonly text: string;
  /** True when items past the limit were dropped. */
  readonly limitReached: boolean;
};

/** The same separators as `splitMultiSearchList`: newline, underscore, comma. */
const SEPARATOR = /[\r\n_,]+/g;

/**
 * What the box keeps of a paste: the raw text of the first 100 items (each
 * cut to its first 1,000 characters), as typed. A paste of 10,000 lines or a
 * megabyte would otherwise sit in the box in full, and laying it out alone
 * blocks the page for longer than the 200 ms a shopper may wait, although
 * only the first 100 items are ever searched.
 */
export function limitListText(text: string): LimitedListText {
  const separator = new RegExp(SEPARATOR);
  let kept = '';
  let keptThroughLastItem = 0;
  let items = 0;
  let start = 0;
  for (;;) {
    const match = separator.exec(text);
    const segment = cutItem(text.slice(start, match ? match.index : text.length));
    const fits = kept.length + segment.length <= PASTED_TEXT_MAX_LENGTH;
    if (splitMultiSearchList(segment).items.length > 0) {
      if (items === MULTI_SEARCH_MAX_ITEMS || !fits) {
        return { text: kept.slice(0, keptThroughLastItem), limitReached: true };
      }
      items += 1;
      kept += segment;
      keptThroughLastItem = kept.length;
    } else if (fits) {
      kept += segment;
    }
    if (!match) return { text: kept, limitReached: false };
    if (kept.length + match[0].length <= PASTED_TEXT_MAX_LENGTH) kept += match[0];
    start = separator.lastIndex;
  }
}

function cutItem(item: string): string {
  if (item.length <= PASTED_ITEM_MAX_LENGTH) return item;
  const cut = item.slice(0, PASTED_ITEM_MAX_LENGTH);
  // Never leave half of a surrogate pair (an emoji) behind the cut.
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}
