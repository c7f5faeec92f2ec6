import { ROUTES } from './routes.ts';

/**
 * Any origin will do: a candidate is judged by whether it stays on the origin
 * it is resolved against. `.invalid` can never be a real host.
 */
const PROBE_ORIGIN = 'https://site.invalid';

/** Longer than any page of ours; a giant value is someone probing. */
const MAX_LENGTH = 2048;

/** Percent-encoding applied again and again (`%252F`) is peeled this many times at most. */
const MAX_DECODES = 4;

/**
 * Whitespace, control and format characters (tab, CR/LF, NUL, zero-width and
 * bidi marks): browsers strip some of them from URLs (`/\t/evil.example` is
 * `//evil.example` to a browser), and none belong in a link of ours.
 */
const INVISIBLE = /[\s\p{Cc}\p{Cf}]/u;
/** Decoded query text may hold spaces (`?searchTerm=semi%20skimmed`), never control characters. */
const CONTROL = /[\p{Cc}\p{Cf}]/u;

/**
 * Peels percent-encoding until nothing changes. Decoding never removes a
 * leading `//`, a backslash or a control character, so the last layer shows
 * every trick the earlier ones hid. `complete` is false for broken encoding
 * (`%E0%A4%A`) or more layers than anyone needs.
 */
function peeled(value: string): { readonly text: string; readonly complete: boolean } {
  let text = value;
  for (let round = 0; round < MAX_DECODES; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(text);
    } catch {
      return { text, complete: false };
    }
    if (next === text) return { text, complete: true };
    text = next;
  }
  return { text, complete: false };
}

/** A relative reference split into its path and what follows it (query and fragment). */
function split(value: string): { readonly path: string; readonly rest: string } {
  const end = value.search(/[?#]/);
  return end < 0 ? { path: value, rest: '' } : { path: value.slice(0, end), rest: value.slice(end) };
}

/** A path that a browser (or a server that decodes before redirecting) would read as another host. */
function looksLikeAnotherHost(path: string): boolean {
  return path.startsWith('//') || path.startsWith('/\\') || path.includes('\\');
}

/** Resolved against the probe origin: its path, query and fragment if it stays there, else null. */
function sameOriginPath(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A redirect target the site may send a shopper to (after signing in, or back
 * to admin): only a path on this site, such as `/ecom/shop/search?searchTerm=milk`.
 * Anything else is an open redirect waiting to happen and gives `fallback`:
 * absolute URLs and schemes (`https:`, `javascript:`, `data:`), protocol-relative
 * `//host` and `/\host`, backslashes, whitespace and control characters, and the
 * same tricks hidden behind percent-encoding (`/%2F%2Fhost`, `/%5Chost`) or dot
 * segments (`/.//host`). The answer is the normalised path, query and fragment.
 *
 * `fallback` is the caller's own constant and is returned as it is.
 */
export function safeSitePath(candidate: unknown, fallback: string = ROUTES.groceriesHome): string {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > MAX_LENGTH) return fallback;
  if (!candidate.startsWith('/') || INVISIBLE.test(candidate)) return fallback;
  const { path, rest } = split(candidate);
  const decodedPath = peeled(path);
  if (!decodedPath.complete || INVISIBLE.test(decodedPath.text)) return fallback;
  if (looksLikeAnotherHost(path) || looksLikeAnotherHost(decodedPath.text)) return fallback;
  // A search for "100% juice" leaves a lone % once decoded: the query only has to be free of control characters.
  if (CONTROL.test(peeled(rest).text)) return fallback;
  // Dot segments can still climb to `//host` (`/a/..//host`, `/%2e%2e//host`): judge what a browser resolves.
  if (sameOriginPath(decodedPath.text) === null) return fallback;
  return sameOriginPath(candidate) ?? fallback;
}
