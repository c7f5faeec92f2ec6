/** Spec section 9: a search term is at most 200 characters and 10 words. */
export const SEARCH_TERM_MAX_LENGTH = 200;
export const SEARCH_TERM_MAX_WORDS = 10;

const HTML_TAG = /<[^>]*>/g;
/** Spec section 5: only letters, digits, whitespace and & ' + - survive (marks kept so decomposed accents do). */
const DISALLOWED = /[^\p{L}\p{M}\p{N}\s&'+-]/gu;
/** Words for the 10-word limit break on space, comma, full stop and hyphen. */
const WORD = /[^\s,.-]+/g;

/**
 * What the search box keeps of what was typed (spec section 5): HTML tags and
 * other characters removed, then cut after the 10th word and at 200
 * characters. Spacing is left alone so the box can still show a trailing
 * space while someone types; `normaliseSearchTerm` is what gets searched.
 */
export function sanitiseSearchTerm(raw: string): string {
  const cleaned = raw.replace(HTML_TAG, ' ').replace(DISALLOWED, '');
  let end = cleaned.length;
  let words = 0;
  for (const match of cleaned.matchAll(WORD)) {
    words += 1;
    if (words === SEARCH_TERM_MAX_WORDS) {
      end = match.index + match[0].length;
      break;
    }
  }
  let term = cleaned.slice(0, Math.min(end, SEARCH_TERM_MAX_LENGTH));
  // Never leave half of a surrogate pair behind the cut.
  if (/[\uD800-\uDBFF]$/.test(term)) term = term.slice(0, -1);
  return term;
}

/** The sanitised term with runs of whitespace collapsed and the ends trimmed: the term a search runs on. */
export function normaliseSearchTerm(raw: string): string {
  return sanitiseSearchTerm(raw).replace(/\s+/g, ' ').trim();
}

/** Lower case without accents ("Crème Brûlée" → "creme brulee"), so matching ignores both. */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/æ/gi, 'ae')
    .replace(/œ/gi, 'oe')
    .replace(/ø/gi, 'o')
    .toLowerCase();
}
