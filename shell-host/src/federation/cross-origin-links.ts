/**
 * A federation runtime plugin (webpack.config.ts `runtimePlugins`): the stylesheets the runtime
 * adds for an exposed module it loads (the footer's, read from the remote's manifest) come from
 * the remote's origin as the server's links do: fetched with CORS (`crossorigin="anonymous"`),
 * so the page may read their rules, and with the page's CSP nonce. Without it the runtime's
 * links had neither: allowed by the policy's remote origin, but opaque to the page (and to axe,
 * which then copied them into an inline style the policy refused).
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { readCspNonce } from '@grocer/shared-contracts';

export default function crossOriginLinks(): ModuleFederationRuntimePlugin {
  return {
    name: 'cross-origin-links',
    createLink({ url, attrs }) {
      const link = document.createElement('link');
      link.setAttribute('href', url);
      for (const [name, value] of Object.entries(attrs ?? {})) link.setAttribute(name, String(value));
      link.crossOrigin = 'anonymous';
      const nonce = readCspNonce(document);
      if (nonce !== undefined) link.nonce = nonce;
      return link;
    },
  };
}
