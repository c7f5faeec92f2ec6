import * as z from './zod.ts';
import { ROUTES } from './routes.ts';
import { normaliseSearchTerm } from './search-term.ts';

/** Spec sections 5 and 9: a multi-search list holds at most 100 items. */
export const MULTI_SEARCH_MAX_ITEMS = 100;
export const MULTI_SEARCH_LIMIT_MESSAGE = 'Item limit reached';

export type MultiSearchList = {
  /** The items to search for, in the order typed, each a clean search term. */
  readonly items: readonly string[];
  /** True when the text held more than the maximum and the rest was dropped. */
  readonly truncated: boolean;
};

/** Accents folded, case kept: "Crème fraîche" → "Creme fraiche". */
export function foldAccents(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC');
}

/** Any character past ASCII: only such text has accents to fold. */
const NON_ASCII = /[\u0080-\u{10FFFF}]/u;

/**
 * A pasted or typed list as items to search for: split on a newline, an
 * underscore or a comma (spec section 5), accents folded, each item cleaned
 * like a search term (tags and stray characters removed, 10 words, 200
 * characters), empty ones dropped, at most 100. Stops reading at the 101st
 * item, so a huge paste costs little more than a full list.
 */
export function splitMultiSearchList(text: string): MultiSearchList {
  const items: string[] = [];
  const separator = /[\r\n_,]+/g;
  let start = 0;
  for (;;) {
    const match = separator.exec(text);
    const piece = text.slice(start, match ? match.index : text.length);
    // ASCII has no accents to fold: most pieces skip the two normalisations.
    const item = normaliseSearchTerm(NON_ASCII.test(piece) ? foldAccents(piece) : piece);
    if (item !== '') {
      if (items.length === MULTI_SEARCH_MAX_ITEMS) return { items, truncated: true };
      items.push(item);
    }
    if (!match) return { items, truncated: false };
    start = separator.lastIndex;
  }
}

/** localStorage key for a shopper's list: "multisearch-" and the customer id, -1 for guests (spec section 3). */
export function multiSearchStorageKey(customerId: string | undefined): string {
  return `multisearch-${customerId && customerId !== '' ? customerId : '-1'}`;
}

/** What may be stored: a list whose items are all strings (anything else is discarded). */
export const StoredMultiSearchList = z.array(z.string());

/** The multi-search results page for a list: `/ecom/shop/multi-search?value=milk,eggs`. */
export function multiSearchUrl(items: readonly string[]): string {
  return `${ROUTES.multiSearch}?${new URLSearchParams({ value: items.join(',') })}`;
}

/** The list a results page was opened with, cleaned by the same rules. */
export function parseMultiSearchValue(value: string | null): readonly string[] {
  return value === null ? [] : splitMultiSearchList(value).items;
}
