/**
 * The files of one verified release of the remote (decision 034), read as `fetch` would but only
 * from the manifest's own origin, only files the release manifest names, each served as its kind
 * (bounded-fetch.ts), and only with the hash it signed: anything else refuses the release. Each is
 * read within a size, time and status limit, with the headers given (the server build's
 * credential, decision 045), which therefore never leave the remote's origin.
 */
import { sha256, type VerifiedRelease } from '@grocer/shared-contracts/release-manifest';
import { CSS, fetchBytes, JAVASCRIPT, JSON_TYPES } from './bounded-fetch.ts';
import { RefusedRelease } from './refused-release.ts';

/** The server build is about 1.4 MB; past this a file is refused unread. */
export const MAX_RELEASE_FILE_BYTES = 8 * 1024 * 1024;
const READ_TIMEOUT_MS = 5000;

/** What each kind of file a host reads must be served as: the server entry, the browser manifest, stylesheets. */
const SERVED_AS: Readonly<Record<string, readonly string[]>> = { js: JAVASCRIPT, json: JSON_TYPES, css: CSS };
const servedAs = (url: URL) => SERVED_AS[/\.(\w+)$/.exec(url.pathname)?.[1] ?? ''];

export type ReadReleaseFile = (href: string) => Promise<Buffer>;

export function releaseFiles(
  manifestUrl: string,
  release: VerifiedRelease,
  fetchFn: typeof fetch,
  headers: Readonly<Record<string, string>> = {},
): ReadReleaseFile {
  const folder = new URL('.', manifestUrl);
  return async (href) => {
    const url = new URL(href, folder);
    if (url.origin !== folder.origin) {
      throw new RefusedRelease('origin', `${url.href} is not on the remote's origin, ${folder.origin}`);
    }
    const file = url.pathname.startsWith(folder.pathname) ? url.pathname.slice(folder.pathname.length) : '';
    const signed = url.search === '' && Object.hasOwn(release.files, file) ? release.files[file] : undefined;
    if (!signed) throw new RefusedRelease('hash', `${url.href} is not a file of the signed release`);
    const types = servedAs(url);
    if (!types) throw new Error(`${url.href} is not a kind of file a host reads`);
    const bytes = await fetchBytes(url.href, fetchFn, {
      maxBytes: MAX_RELEASE_FILE_BYTES,
      types,
      timeoutMs: READ_TIMEOUT_MS,
      headers,
    });
    if (sha256(bytes) !== signed) throw new RefusedRelease('hash', `${url.href} is not the file the release signed`);
    return bytes;
  };
}

/**
 * The same files as a `fetch`, for the readers that take one (header-manifest.ts, header-stylesheets.ts):
 * each answer says the type its file was checked to be served as.
 */
export const asFetch =
  (read: ReadReleaseFile): typeof fetch =>
  async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const bytes = await read(url.href);
    return new Response(new Uint8Array(bytes), { headers: { 'content-type': servedAs(url)?.[0] ?? '' } });
  };
