import { foldSearchText, normaliseSearchTerm } from '@grocer/shared-contracts/domain';

export type SearchWords = {
  /** The term after the search box's own sanitising, as echoed back. */
  readonly term: string;
  /** Folded words, in order, without repeats: 'Crème fraîche' → ['creme', 'fraiche']. */
  readonly words: readonly string[];
};

/**
 * The words a search runs on. Apostrophes join ("shepherd's" → "shepherds",
 * which stems like "shepherd"); every other non-alphanumeric splits, so the
 * words are safe to put into a tsquery as they are.
 */
export function searchWordsOf(rawTerm: string | undefined): SearchWords {
  const term = normaliseSearchTerm(rawTerm ?? '');
  const words = foldSearchText(term)
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
  return { term, words: [...new Set(words)] };
}
