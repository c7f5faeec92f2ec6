import type { OnHeaderEvent } from './events.ts';

/**
 * The version of the header's public contract (props, events, exposed modules).
 * Bump the major for a breaking change: a host built against another major may
 * pass props the remote no longer understands. A minor adds without breaking:
 * 1.1.0 added the `personalisation` event, the token-session and consent
 * cookie names, and the slot, order and account routes; 1.2.0 added
 * `acceptHeaderContract` and `shareReact` to the page-teams entry; 1.3.0 added
 * the footer (`header/Footer`, `mountFooter`, the footer taxonomy and its essential links) and
 * the groceries collection slot route; 1.4.0 added the analytics event catalogue's
 * payload schemas, the menu item fields, the offer highlights, the modal model, the
 * menu link roots (`menu-roots.ts`, `TaxonomyQuery.roots`) and the week rules; 1.5.0 added
 * `hydrationChunks` to the `header/server` module and the `hydration-files` entry (what a page's
 * server preloads to hydrate a server-rendered header); 1.6.0 added `stylesheetChunks` to the
 * `header/server` module and to `hydrationFiles` (the stylesheets of the controls that hydrate on intent);
 * 1.7.0 added `hydrationShares` to both (the shared modules a hydration loads with the page) and
 * `HEADER_WAITING_ATTRIBUTE` (a server-rendered header whose script waits for the shopper's intent);
 * 1.8.0 added `readCspNonce` and `CSP_NONCE_META_SELECTOR` to the page-teams entry (for @grocer/header-loader),
 * and `inlineStylesheetTag` and `styleElementText` to the hydration-files entry (the fragment inlines its stylesheets).
 * In the same release (1.8.0), the `search.customTags` and `taxonomyDepth` props, custom tags in `searchUrl`
 * and the product search query (spec section 3); with them, for the host and the services, `buylistLines`
 * and the products-by-line-number query of a buylist; and the `vitals` event with the optional `vitals`
 * prop (`VitalsPage`: the page's host name and type for the header's real-user vitals).
 * 1.9.0 publishes only the page teams' entries: the face at the package's root (its older name
 * `/page-teams` goes), `header-outage`, `hydration-files`, `release-manifest` and `zod`; the
 * workspace's `domain`, `cms-builders` and `development-release-key` are no longer in the package.
 * The props, events and modules are 1.8.0's: a minor, so hosts and remotes on 1.x agree as before.
 * 1.10.0 adds the `focus-outside` entry (`whenFocusIsOutside`, for @grocer/header-loader).
 */
export const CONTRACT_VERSION = '1.10.0';

export type ContractAgreement =
  { readonly status: 'same' } | { readonly status: 'compatible' | 'incompatible'; readonly message: string };

const major = (version: string): string => version.split('.')[0] ?? version;

/** Compares the host's contract version with the remote's and says what a mismatch means. */
export function compareContractVersions(hostVersion: string, remoteVersion: string): ContractAgreement {
  if (hostVersion === remoteVersion) return { status: 'same' };
  if (major(hostVersion) === major(remoteVersion)) {
    return {
      status: 'compatible',
      message:
        `Header contract versions differ: host ${hostVersion}, remote ${remoteVersion}. ` +
        'Same major version, so the header keeps working; update @grocer/shared-contracts in the host when convenient.',
    };
  }
  return {
    status: 'incompatible',
    message:
      `Header contract version mismatch: host ${hostVersion}, remote ${remoteVersion}. ` +
      'Major versions differ, so props or events may be misread. ' +
      `Upgrade the host to @grocer/shared-contracts ${major(remoteVersion)}.x or pin the remote it loads.`,
  };
}

export type HeaderContractCheck = {
  /** The contract the host was built against; `CONTRACT_VERSION` unless the host says otherwise. */
  readonly hostVersion?: string;
  /** The host's `onEvent` prop: told `contract_mismatch` when the header is refused. */
  readonly onEvent?: OnHeaderEvent | undefined;
  /** Where the one warning goes; the console by default. */
  readonly warn?: (message: string) => void;
};

/**
 * A host's decision on the header module it loaded: true to render it, false to keep its own
 * fallback header. Only another major is refused, with one `contract_mismatch` event
 * (`status: 'incompatible'`) and one warning; the same version or another minor is accepted
 * silently (the mounted header itself reports a minor difference as an event, never a warning).
 * `remoteVersion` is the module's `contractVersion` export, read as unknown: a remote that has
 * none is refused too.
 */
export function acceptHeaderContract(
  remoteVersion: unknown,
  { hostVersion = CONTRACT_VERSION, onEvent, warn = (message) => console.warn(message) }: HeaderContractCheck = {},
): boolean {
  const remote = typeof remoteVersion === 'string' && remoteVersion !== '' ? remoteVersion : 'none';
  const agreement = compareContractVersions(hostVersion, remote);
  if (agreement.status !== 'incompatible') return true;
  warn(`${agreement.message} The page keeps its own header.`);
  try {
    onEvent?.('contract_mismatch', { hostVersion, remoteVersion: remote, status: 'incompatible' });
  } catch {
    // The host's handler failing must not take its fallback header with it.
  }
  return false;
}
