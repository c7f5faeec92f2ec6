/**
 * The header's slot filled with what the header's server half gave (@grocer/header-loader/server):
 * its stylesheets and preloads, then the live header; or the host's own header, so the page never
 * opens without one. A release's stylesheets (some 24 KB inlined) and a guest's header (some 20 KB,
 * reused by the kit for a second) are the same on every page but for the nonce: encoded once, not
 * for every page (page-parts.ts).
 */
import type { ServerHeaderHtml } from '@grocer/header-loader/server';
import { encodedOnce, fillPage } from './page-parts.ts';
import type { SecurePage } from './page-security.ts';

/** The host's own header: the same every time, encoded once. */
const ownHeaderBytes = encodedOnce();
const encodedParts = new WeakMap<readonly string[], readonly Buffer[]>();

/** `ownHeader`: the host's own, rendered with the page's body (at once with the header, so not known when it was asked for). */
export function withHeader(page: SecurePage, header: ServerHeaderHtml, ownHeader = ''): SecurePage {
  if (!header.live) return { ...page, parts: fillPage(page.parts, { header: ownHeaderBytes(ownHeader) }) };
  const nonce = Buffer.from(page.nonce);
  const slot = [
    ...withNonce(encoded(header.headParts), nonce),
    ...withNonce(encoded(header.bodyParts ?? [header.body]), nonce),
  ];
  return { ...page, parts: fillPage(page.parts, { header: slot }) };
}

/** Parts encoded once for as long as the kit hands back the same array (a release's head, a guest's header). */
function encoded(parts: readonly string[]): readonly Buffer[] {
  let bytes = encodedParts.get(parts);
  if (!bytes) encodedParts.set(parts, (bytes = parts.map((part) => Buffer.from(part))));
  return bytes;
}

/** The parts with the page's nonce between each two. */
function withNonce(parts: readonly Buffer[], nonce: Buffer): Buffer[] {
  return parts.flatMap((part, index) => (index === 0 ? [part] : [nonce, part]));
}
