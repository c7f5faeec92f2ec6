/**
 * Spec section 3's search query parameter "custom tags": merchandising tags the business puts on
 * products for a range or a campaign (`christmas`), as against searchTags, what a product is
 * (`organic`). A search that carries them finds only products carrying every one. Lower-case
 * words joined by hyphens, so one is the same in a URL, a prop and the database. Free of zod, so
 * the page-teams entry's `searchUrl` carries no schema; the schema is `CustomTags` (search-query.ts).
 */
export const CUSTOM_TAG_MAX_LENGTH = 50;
export const CUSTOM_TAGS_MAX = 10;
/** Each hyphen must sit between two words, so the pattern never backtracks (decision 012). */
const CUSTOM_TAG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether a string is a custom tag (its length checked before the pattern runs). */
export const isCustomTag = (value: string): boolean => value.length <= CUSTOM_TAG_MAX_LENGTH && CUSTOM_TAG.test(value);

/** The URL parameter a search page reads them from, repeated for several (`searchUrl`). */
export const CUSTOM_TAGS_PARAM = 'customTags';

/**
 * The custom tags a URL's query asks for: the valid ones, each once, at most 10. A tag that is
 * not one is dropped rather than failing the page (a hand-edited link still searches).
 */
export function customTagsFrom(params: URLSearchParams): string[] {
  return [...new Set(params.getAll(CUSTOM_TAGS_PARAM).filter(isCustomTag))].slice(0, CUSTOM_TAGS_MAX);
}
