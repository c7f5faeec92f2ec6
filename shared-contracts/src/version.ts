/**
 * The version of the header's public contract (props, events, exposed modules).
 * Bump the major for a breaking change: a host built against another major may
 * pass props the remote no longer understands. A minor adds without breaking:
 * 1.1.0 added the `personalisation` event, the token-session and consent
 * cookie names, and the slot, order and account routes.
 */
export const CONTRACT_VERSION = '1.1.0';

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
