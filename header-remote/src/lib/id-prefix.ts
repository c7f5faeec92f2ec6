/**
 * React's `identifierPrefix` for every root the remote renders and for its server render (they
 * must match for hydration). The page beside the header is another React root whose `useId`
 * counts from the same start, so without a prefix of the header's own the two hand out the same
 * ids, and a page's `aria-describedby` can name one of the header's elements.
 */
export const HEADER_ID_PREFIX = 'fernleaf-header-';
