/**
 * How a page under a nonce-based Content-Security-Policy tells the header (and
 * its own bundles) the nonce: `<meta property="csp-nonce" nonce="…">` in the
 * head, the convention Vite uses too. Webpack's style-loader and chunk loading
 * put that nonce on every `<style>` and `<script>` they add, once the bundle's
 * `__webpack_nonce__` holds it; each bundle (host and remote have their own
 * webpack runtimes) reads it from the page with `readCspNonce`.
 */
export const CSP_NONCE_META_SELECTOR = 'meta[property="csp-nonce"]';

/**
 * The page's nonce: the meta's, else that of any nonce'd script (a page that
 * nonces its scripts but has no meta still works). Browsers hide the nonce
 * attribute's value from the DOM once the policy applies, so it is read from
 * the `nonce` property, which keeps it. Undefined on a page without one.
 */
export function readCspNonce(doc: Pick<Document, 'querySelector'>): string | undefined {
  const element = doc.querySelector<HTMLElement>(`${CSP_NONCE_META_SELECTOR}, script[nonce]`);
  const nonce = element?.nonce || element?.getAttribute('nonce');
  return nonce || undefined;
}
