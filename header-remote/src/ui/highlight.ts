import { foldSearchText } from '@grocer/shared-contracts/domain';

export type HighlightSegment = { readonly text: string; readonly match: boolean };

/** Spec section 5: only search words of 3 or more characters are highlighted. */
export const HIGHLIGHT_MIN_WORD_LENGTH = 3;

/** Words break where the search term's words do: space, comma, full stop, hyphen. */
const WORD = /[^\s,.-]+/g;
const COMBINING_MARK = /\p{M}/u;

/**
 * `text` cut into plain and matching segments, for every place a search word
 * of 3+ characters occurs in it, ignoring case and accents ("creme" marks
 * "Crème"). Segments are text for React to render, never HTML, and joined
 * they give back `text` exactly.
 */
export function highlightSegments(text: string, query: string): readonly HighlightSegment[] {
  const words = [
    ...new Set((foldSearchText(query).match(WORD) ?? []).filter((word) => word.length >= HIGHLIGHT_MIN_WORD_LENGTH)),
  ];
  if (words.length === 0 || text === '') return text === '' ? [] : [{ text, match: false }];

  // Fold character by character, remembering where each folded character came from,
  // because folding changes lengths ("ß" → "ss", "é" → "e" + a dropped mark).
  let folded = '';
  const origin: number[] = [];
  let offset = 0;
  for (const char of text) {
    const part = foldSearchText(char);
    folded += part;
    for (let index = 0; index < part.length; index += 1) origin.push(offset);
    offset += char.length;
  }

  const marked = new Array<boolean>(text.length).fill(false);
  for (const word of words) {
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + 1)) {
      const start = origin[at] ?? 0;
      const lastFolded = at + word.length - 1;
      // The original character that produced the match's last folded character, to its end.
      const lastStart = origin[lastFolded] ?? start;
      let end = lastStart + ((text.codePointAt(lastStart) ?? 0) > 0xffff ? 2 : 1);
      // Keep combining accents with their letter.
      while (end < text.length && COMBINING_MARK.test(text[end] ?? '')) end += 1;
      marked.fill(true, start, end);
    }
  }

  const segments: HighlightSegment[] = [];
  let start = 0;
  for (let index = 1; index <= text.length; index += 1) {
    if (index === text.length || marked[index] !== marked[start]) {
      segments.push({ text: text.slice(start, index), match: marked[start] ?? false });
      start = index;
    }
  }
  return segments;
}
