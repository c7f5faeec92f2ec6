import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPackage, packPackage } from '../build-package.ts';
import { CONTRACT_VERSION } from '../src/version.ts';
import { ThrowawayHost, VITE_LIKE_COMPILER_OPTIONS, type TypeErrors } from './throwaway-host.ts';

/**
 * The contract as a page team gets it. `npm pack` of the built package,
 * extracted into a host outside the workspace (no network: zod is linked from the workspace, as
 * `npm install` would have fetched it), then the host's code type-checked with skipLibCheck on.
 */
const PROPS_AND_EVENTS = `
import {
  CONTRACT_VERSION,
  HEADER_LAYOUT,
  ROUTES,
  acceptHeaderContract,
  compareContractVersions,
  headerEventHandler,
  shareReact,
  type HeaderEventMap,
  type HeaderProps,
  type OnHeaderEvent,
} from '@grocer/shared-contracts';

const track = (name: string, data: object): void => console.log(name, data);

// The single onEvent prop, as React hosts and mount() take it.
const logEvents: OnHeaderEvent = (name, payload) => track(name, payload);

// One handler per event, each reading its own payload.
const onEvent: OnHeaderEvent = headerEventHandler({
  contract_mismatch: (payload) => {
    const agreement = compareContractVersions(payload.hostVersion, payload.remoteVersion);
    if (agreement.status === 'incompatible') console.warn(agreement.message, payload.status);
  },
  auth_required: ({ service, status }) => track('auth', { service, status: status + 0 }),
  analytics: ({ name, data }) => track(name, data),
  personalisation: ({ cartRows }) => track('cart', { rows: cartRows.map((row) => row.quantity * row.unitPrice) }),
});

const mismatch: HeaderEventMap['contract_mismatch'] = { hostVersion: '1.1.0', remoteVersion: '2.0.0', status: 'incompatible' };
onEvent('contract_mismatch', mismatch);

export const props: HeaderProps = {
  services: { api: 'https://api.fernleaf.example', termSuggest: '/suggest' },
  placement: 'home',
  features: { searchHistory: true },
  contractVersion: CONTRACT_VERSION,
  onEvent: logEvents,
};
export const reserved: number = HEADER_LAYOUT.height;
export const trolley: string = ROUTES.trolley;

// The runtime-API recipe's helpers: the page's React for init's shared, the contract check on the loaded module.
const pageReact = { React: { version: '19.3.1' }, ReactDOM: {}, ReactDOMClient: {}, jsxRuntime: {} };
export const shared: { readonly version: string; readonly lib: () => object } = shareReact(pageReact)['react-dom/client'];
export const accepted: boolean = acceptHeaderContract('2.0.0' as unknown, { onEvent, warn: (message: string) => track(message, {}) });
`;

const WRONG_PROPS = `
import type { HeaderProps, OnHeaderEvent } from '@grocer/shared-contracts';
import { headerEventHandler } from '@grocer/shared-contracts';

export const placement: HeaderProps = { placement: 'bogus' };
export const services: HeaderProps = { services: { api: 42 } };
export const onEvent: OnHeaderEvent = headerEventHandler({ auth_required: (payload) => payload.code });
`;

/** The workspace's own entries are not in the package: a page team's import of one does not resolve. */
const WORKSPACE_ENTRY = `
import { parseHeaderProps } from '@grocer/shared-contracts/domain';

export const problems: readonly string[] = parseHeaderProps({}).problems;
`;

/** Runs in the host: the face's JavaScript loads, and what it exports; the workspace's entries do not load. */
const RUNTIME_CHECK = `
const contract = await import('@grocer/shared-contracts');
const workspaceOnly = await Promise.all(
  ['domain', 'cms-builders', 'development-release-key', 'page-teams'].map((entry) =>
    import('@grocer/shared-contracts/' + entry).then(() => 'loaded', (error) => error.code),
  ),
);
console.log(JSON.stringify({ version: contract.CONTRACT_VERSION, names: Object.keys(contract).sort(), workspaceOnly }));
`;

let host: ThrowawayHost;
let packDir: string;
let tarball: string;

beforeAll(async () => {
  // Built and packed in the temp dir, not dist/, so two test runs at once never share a build.
  packDir = mkdtempSync(path.join(tmpdir(), 'grocer-pack-'));
  tarball = packPackage(packDir, buildPackage(path.join(packDir, 'package')));
  host = new ThrowawayHost();
  await host.installTarball('@grocer/shared-contracts', tarball);
}, 60_000);

afterAll(() => {
  host?.remove();
  if (packDir) rmSync(packDir, { recursive: true, force: true });
});

describe('the packed contract, installed in a host outside the workspace', () => {
  it('is named for the contract version it carries', () => {
    expect(path.basename(tarball)).toBe(`grocer-shared-contracts-${CONTRACT_VERSION}.tgz`);
  });

  it("runs the face's JavaScript (the package's root) without zod installed, and none of the workspace's entries", async () => {
    host.write('runtime.mjs', RUNTIME_CHECK);
    expect(JSON.parse(await host.runModule('runtime.mjs'))).toEqual({
      version: CONTRACT_VERSION,
      names: [
        'BREAKPOINTS',
        'CONTRACT_VERSION',
        'CSP_NONCE_META_SELECTOR',
        'FIND_A_STORE_URL',
        'FOOTER_ESSENTIAL_LINKS',
        'HEADER_LAYOUT',
        'HEADER_REACT_RANGE',
        'MAIN_CONTENT_ID',
        'ROUTES',
        'SCROLLED_THRESHOLD_PX',
        'acceptHeaderContract',
        'compareContractVersions',
        'dispatchHostEvent',
        'headerEventHandler',
        'isHeaderReactVersion',
        'readCspNonce',
        'searchUrl',
        'shareReact',
        'unsupportedReactMessage',
      ],
      workspaceOnly: Array(4).fill('ERR_PACKAGE_PATH_NOT_EXPORTED'),
    });
  });

  it("type-checks Header's props and typed event payloads, and refuses a wrong prop, with skipLibCheck on", async () => {
    host.linkFromWorkspace('zod', path.join(import.meta.dirname, '..'));
    host.write('src/props-and-events.ts', PROPS_AND_EVENTS);
    host.write('src/wrong-props.ts', WRONG_PROPS);
    host.write('src/workspace-entry.ts', WORKSPACE_ENTRY);
    const errors = await host.typeCheck(VITE_LIKE_COMPILER_OPTIONS, ['src']);

    const byFile = (file: string): TypeErrors => errors.filter((error) => error.file === file);
    expect(byFile('src/props-and-events.ts')).toEqual([]);
    expect(byFile('src/workspace-entry.ts').map((error) => error.message)).toEqual([
      "TS2307: Cannot find module '@grocer/shared-contracts/domain' or its corresponding type declarations.",
    ]);
    const wrong = byFile('src/wrong-props.ts').map((error) => error.message);
    expect(wrong).toEqual([
      `TS2322: Type '"bogus"' is not assignable to type '"default" | "home" | undefined'.`,
      "TS2322: Type 'number' is not assignable to type 'string'.",
      "TS2339: Property 'code' does not exist on type '{ service: string; status: number; }'.",
    ]);
    expect(errors).toHaveLength(wrong.length + 1);
  }, 60_000);
});
