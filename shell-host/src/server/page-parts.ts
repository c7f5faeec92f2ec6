/**
 * A page as the bytes it is sent in. The page template (src/index.html with the host's stylesheets)
 * is the same for every response but for its places: the nonce, the header, the body, the footer
 * and the answers. It is split at them and encoded to UTF-8 once, at start; a response encodes only
 * what it puts in them, and is sent as those bytes joined. A page sent as one string was encoded for
 * every response, and twice (its length, then its bytes): in a profile of a guest's page under load,
 * that was a third of the page server's time, more than rendering the body.
 *
 * What a response puts in a place is never searched for another place: a body that says
 * `__HEADER__` is sent as it says it.
 */

/** The places of the page template, as it writes them. */
export const PAGE_PLACES = {
  nonce: '__CSP_NONCE__',
  header: '__HEADER__',
  // Before `page`, whose text begins its own.
  answers: '__PAGE_ANSWERS__',
  page: '__PAGE__',
  footer: '__FOOTER__',
} as const;

export type PagePlace = keyof typeof PAGE_PLACES;

/** The page's bytes, with the places still to fill. */
export type PageParts = readonly (Buffer | PagePlace)[];

const PLACE_NAMES = Object.keys(PAGE_PLACES) as PagePlace[];
const PLACE_PATTERN = new RegExp(PLACE_NAMES.map((place) => PAGE_PLACES[place]).join('|'), 'g');
const PLACE_BY_TEXT = new Map<string, PagePlace>(PLACE_NAMES.map((place) => [PAGE_PLACES[place], place]));

/** `text` encoded once, split at every one of the page's places it names (each of them, or the `marks` given). */
export function splitPage(text: string, marks: ReadonlyMap<string, PagePlace> = PLACE_BY_TEXT): PageParts {
  const pattern =
    marks === PLACE_BY_TEXT ? PLACE_PATTERN : new RegExp([...marks.keys()].map(escapeRegExp).join('|'), 'g');
  const parts: (Buffer | PagePlace)[] = [];
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > at) parts.push(Buffer.from(text.slice(at, match.index)));
    const place = marks.get(match[0]);
    if (place) parts.push(place);
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push(Buffer.from(text.slice(at)));
  return parts;
}

const escapeRegExp = (text: string) => text.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The places named in `fills` filled with their bytes (text is encoded), wherever they are. */
export function fillPage(
  parts: PageParts,
  fills: Partial<Record<PagePlace, Buffer | string | readonly Buffer[]>>,
): PageParts {
  return parts.flatMap((part): readonly (Buffer | PagePlace)[] => {
    if (typeof part !== 'string') return [part];
    const fill = fills[part];
    if (fill === undefined) return [part];
    if (typeof fill === 'string') return [Buffer.from(fill)];
    return Buffer.isBuffer(fill) ? [fill] : fill;
  });
}

/** True when the page has `place` to fill. */
export const hasPlace = (parts: PageParts, place: PagePlace) => parts.includes(place);

/** The page as sent: its bytes joined, with any place not filled left empty. */
export function pageBytes(parts: PageParts): Buffer {
  return Buffer.concat(parts.filter((part): part is Buffer => typeof part !== 'string'));
}

/** The page's text as sent, for tests and checks (the server sends `pageBytes`). */
export const pageText = (parts: PageParts) => pageBytes(parts).toString('utf8');

/**
 * Text that is the same from one response to the next (the host's own header and footer), encoded
 * once: the server build hands back the same string each time, so it is known by identity.
 */
export function encodedOnce(): (text: string) => Buffer {
  let last: { readonly text: string; readonly bytes: Buffer } | undefined;
  return (text) => {
    if (last?.text !== text) last = { text, bytes: Buffer.from(text) };
    return last.bytes;
  };
}
