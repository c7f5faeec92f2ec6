/** Spec section 9: a search term is at most 200 characters and 10 words. */
export const SEARCH_TERM_MAX_LENGTH = 200;
export const SEARCH_TERM_MAX_WORDS = 10;

/** Spec section 5: only letters, digits, whitespace and & ' + - survive (marks kept so decomposed accents do). */
const DISALLOWED = /[^\p{L}\p{M}\p{N}\s&'+-]/gu;
/** Words for the 10-word limit break on space, comma, full stop and hyphen. */
const WORD = /[^\s,.-]+/g;

/**
 * Each `<…>` removed (spec section 5: a pasted `<b>straw</b>berries` is
 * "strawberries"), as `/<[^>]*>/g` would, but in one pass: that pattern
 * retries from every `<` and took seconds over a paste of `<<<<…` with no
 * `>` (docs/decisions/012-linear-patterns-only.md).
 */
function withoutTags(text: string): string {
  let kept = '';
  let from = 0;
  for (;;) {
    const open = text.indexOf('<', from);
    const close = open === -1 ? -1 : text.indexOf('>', open);
    // With no `>` after this `<`, there is none after any later `<` either.
    if (close === -1) return kept + text.slice(from);
    kept += text.slice(from, open);
    from = close + 1;
  }
}

/**
 * What the search box keeps of what was typed (spec section 5): HTML tags and
 * other characters removed, then cut after the 10th word and at 200
 * characters. Spacing is left alone so the box can still show a trailing
 * space while someone types; `normaliseSearchTerm` is what gets searched.
 */
export function sanitiseSearchTerm(raw: string): string {
  const cleaned = withoutTags(raw).replace(DISALLOWED, '');
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

/**
 * Lower case without accents ("Crème Brûlée" → "creme brulee"), so matching ignores both. Lower
 * case between two decompositions: "ẞ" lowers to "ß" and "𝜜" decomposes to "Α" only on the way, and
 * a second fold must find nothing left to do (checked for every code point when this was written).
 */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/ø/g, 'o');
}
