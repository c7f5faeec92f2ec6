/**
 * The files of one verified release of the remote (decision 034), read as `fetch` would but only
 * from the manifest's own origin, only files the release manifest names, and only with the hash it
 * signed: anything else refuses the release. Each is read within a size, time and status limit.
 */
import { sha256, type VerifiedRelease } from '@grocer/shared-contracts/release-manifest';
import { fetchBytes } from './bounded-fetch.ts';
import { RefusedRelease } from './refused-release.ts';

/** The server build is about 1.4 MB; past this a file is refused unread. */
export const MAX_RELEASE_FILE_BYTES = 8 * 1024 * 1024;
const READ_TIMEOUT_MS = 5000;

export type ReadReleaseFile = (href: string) => Promise<Buffer>;

export function releaseFiles(manifestUrl: string, release: VerifiedRelease, fetchFn: typeof fetch): ReadReleaseFile {
  const folder = new URL('.', manifestUrl);
  return async (href) => {
    const url = new URL(href, folder);
    if (url.origin !== folder.origin) {
      throw new RefusedRelease('origin', `${url.href} is not on the remote's origin, ${folder.origin}`);
    }
    const file = url.pathname.startsWith(folder.pathname) ? url.pathname.slice(folder.pathname.length) : '';
    const signed = url.search === '' && Object.hasOwn(release.files, file) ? release.files[file] : undefined;
    if (!signed) throw new RefusedRelease('hash', `${url.href} is not a file of the signed release`);
    const bytes = await fetchBytes(url.href, fetchFn, MAX_RELEASE_FILE_BYTES, READ_TIMEOUT_MS);
    if (sha256(bytes) !== signed) throw new RefusedRelease('hash', `${url.href} is not the file the release signed`);
    return bytes;
  };
}

/** The same files as a `fetch`, for the readers that take one (header-manifest.ts, header-stylesheets.ts). */
export const asFetch =
  (read: ReadReleaseFile): typeof fetch =>
  async (input) =>
    new Response(new Uint8Array(await read(input instanceof Request ? input.url : String(input))));
