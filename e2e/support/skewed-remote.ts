import { E2E_PORTS } from './servers.ts';

/**
 * The suite's remote through the contract-skew proxy (e2e/fixtures/contract-skew): reporting
 * contract `version`, each answer `delayMs` late, offering its own React as `react`. The base for
 * its files (`/fragment`, `/remoteEntry.js`…).
 */
export const skewedRemote = (version: string, delayMs = 0, react?: string) =>
  `http://localhost:${E2E_PORTS.contractSkew}/contract/${version}/delay/${delayMs}${react ? `/react/${react}` : ''}`;

/** That remote's manifest. */
export const skewedManifest = (version: string, delayMs = 0, react?: string) =>
  `${skewedRemote(version, delayMs, react)}/mf-manifest.json`;
