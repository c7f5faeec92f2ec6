/**
 * The runtime plugin of the webpack and Rsbuild presets: the generic one, plus the page's CSP
 * nonce for the bundler's own chunk loading. `__webpack_nonce__` is read by webpack's and
 * Rspack's runtime whenever they add a `<script>` or a stylesheet; set here, at the runtime's
 * start, from `<meta property="csp-nonce">`, so the page's server changes only its HTML on each
 * response. (Rsbuild's `security.nonce` bakes its placeholder into the chunk loader instead.)
 */
import { readCspNonce } from '@grocer/shared-contracts';
import headerRuntimePlugin from './runtime-plugin.ts';

declare let __webpack_nonce__: string;

const nonce = readCspNonce(document);
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- read by the bundler's runtime, not by this module
if (nonce !== undefined) __webpack_nonce__ = nonce;

export default headerRuntimePlugin;
