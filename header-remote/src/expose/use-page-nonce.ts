/**
 * Imported first by every exposed module, so it runs before any of the
 * header's CSS modules: the remote's chunks run on the remote's own webpack
 * runtime, whose style-loader and chunk loading put `__webpack_nonce__` on each
 * `<style>` and `<script>` they add. A page with a nonce-based
 * Content-Security-Policy says its nonce in `<meta property="csp-nonce">`
 * (docs/content-security-policy.md); without one nothing changes.
 */
import { readCspNonce } from '@grocer/shared-contracts';

// Webpack replaces this name with its runtime's nonce slot. Outside webpack (unit tests) it does not
// exist, and is not touched: those pages have no nonce.
declare let __webpack_nonce__: string | undefined;

const nonce = typeof document === 'undefined' ? undefined : readCspNonce(document);
if (nonce !== undefined) {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- webpack makes this its runtime's nonce, which style-loader reads
  __webpack_nonce__ = nonce;
}
