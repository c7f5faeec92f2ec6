/**
 * The header's slot filled with what the header's server half gave (@grocer/header-loader/server):
 * its stylesheets and preloads, then the live header; or the host's own header, so the page never
 * opens without one. A release's stylesheets are some 24 KB inlined and the same on every page but
 * for the nonce: encoded once per release and delivery, not for every page (page-parts.ts).
 */
import type { ServerHeaderHtml } from '@grocer/header-loader/server';
import { encodedOnce, fillPage } from './page-parts.ts';
import type { SecurePage } from './page-security.ts';

/** The host's own header: the same every time, encoded once. */
const ownHeaderBytes = encodedOnce();
const encodedHeads = new WeakMap<readonly string[], readonly Buffer[]>();

/** `ownHeader`: the host's own, rendered with the page's body (at once with the header, so not known when it was asked for). */
export function withHeader(page: SecurePage, header: ServerHeaderHtml, ownHeader = ''): SecurePage {
  if (!header.live) return { ...page, parts: fillPage(page.parts, { header: ownHeaderBytes(ownHeader) }) };
  let head = encodedHeads.get(header.headParts);
  if (!head) encodedHeads.set(header.headParts, (head = header.headParts.map((part) => Buffer.from(part))));
  const nonce = Buffer.from(page.nonce);
  const slot = [...head.flatMap((part, index) => (index === 0 ? [part] : [nonce, part])), Buffer.from(header.body)];
  return { ...page, parts: fillPage(page.parts, { header: slot }) };
}
