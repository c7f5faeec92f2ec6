/**
 * Imported first by the entry, before any chunk or CSS module loads: webpack's
 * chunk loading and style-loader put `__webpack_nonce__` on each `<script>`
 * and `<style>` they add, which the page's Content-Security-Policy allows by
 * that nonce. server.ts writes a fresh one into `<meta property="csp-nonce">`
 * for every response (docs/content-security-policy.md).
 */
import { readCspNonce } from '@grocer/shared-contracts';

// Webpack replaces this name with its runtime's nonce slot. Outside webpack (unit tests) it does not
// exist, and is not touched: those pages have no nonce.
declare let __webpack_nonce__: string | undefined;

const nonce = readCspNonce(document);
if (nonce !== undefined) {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- webpack makes this its runtime's nonce, which style-loader reads
  __webpack_nonce__ = nonce;
}
