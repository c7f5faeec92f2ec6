import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTRACT_VERSION, type HeaderPropsInput, type OnHeaderEvent } from '@grocer/shared-contracts/domain';
import { hydrateServerHeader, type MountModule } from './hydrate-server-header.ts';

const MANIFEST = 'http://remote.test/mf-manifest.json';
const props: HeaderPropsInput = { services: { api: 'http://services.test' }, placement: 'home' };

/** The server's header as the page holds it before any script runs. */
function serverHeader(): Element {
  document.body.innerHTML = '<div id="header-slot"><div data-header-ssr=""><a href="/ecom">Fernleaf</a></div></div>';
  const element = document.querySelector('[data-header-ssr]');
  if (!element) throw new Error('no server header');
  return element;
}

describe("hydrating the server's header", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('hydrates the server markup with the props the server rendered with', async () => {
    const element = serverHeader();
    const hydrate = vi.fn<MountModule['hydrate']>(() => () => {});
    hydrateServerHeader(element, MANIFEST, props, {
      load: async () => ({ hydrate, contractVersion: CONTRACT_VERSION }),
    });
    await vi.runAllTimersAsync();
    expect(hydrate).toHaveBeenCalledWith(element, props);
    expect(console.warn).not.toHaveBeenCalled();
  });

  it("keeps the server's header, links and all, while the remote is down, and hydrates once it is back", async () => {
    const element = serverHeader();
    const hydrate = vi.fn<MountModule['hydrate']>(() => () => {});
    let attempts = 0;
    const load = async () => {
      attempts += 1;
      if (attempts < 3) throw new Error('Failed to fetch');
      return { hydrate, contractVersion: CONTRACT_VERSION };
    };
    hydrateServerHeader(element, MANIFEST, props, { load, delay: () => 1000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(console.warn).toHaveBeenCalledWith(
      "[shell] Header remote unavailable (attempt 1): Failed to fetch. The server's header stays; retrying in 1s.",
    );
    expect(element.querySelector('a')).toHaveAttribute('href', '/ecom');
    expect(hydrate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(hydrate).toHaveBeenCalledOnce();
  });

  it("keeps the server's header, unhydrated, when the remote now speaks another contract major: one event, one warning", async () => {
    const element = serverHeader();
    const hydrate = vi.fn<MountModule['hydrate']>(() => () => {});
    const onEvent = vi.fn<OnHeaderEvent>();
    const load = vi.fn(async () => ({ hydrate, contractVersion: '0.0.1' }));
    hydrateServerHeader(element, MANIFEST, { ...props, onEvent }, { load });
    await vi.runAllTimersAsync();
    expect(hydrate).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledOnce();
    expect(element.querySelector('a')).toHaveAttribute('href', '/ecom');
    expect(onEvent.mock.calls).toEqual([
      ['contract_mismatch', { hostVersion: CONTRACT_VERSION, remoteVersion: '0.0.1', status: 'incompatible' }],
    ]);
    expect(vi.mocked(console.warn).mock.calls).toEqual([
      [expect.stringContaining(`[shell] Header contract version mismatch: host ${CONTRACT_VERSION}, remote 0.0.1.`)],
    ]);
  });

  it('hydrates a remote on another minor version without a warning', async () => {
    const hydrate = vi.fn<MountModule['hydrate']>(() => () => {});
    const [major] = CONTRACT_VERSION.split('.');
    hydrateServerHeader(serverHeader(), MANIFEST, props, {
      load: async () => ({ hydrate, contractVersion: `${major}.99.0` }),
    });
    await vi.runAllTimersAsync();
    expect(hydrate).toHaveBeenCalledOnce();
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('stops retrying and unmounts when the page lets it go', async () => {
    const unmount = vi.fn();
    const load = vi.fn(async () => ({ hydrate: () => unmount, contractVersion: CONTRACT_VERSION }));
    const stop = hydrateServerHeader(serverHeader(), MANIFEST, props, { load });
    await vi.runAllTimersAsync();
    stop();
    expect(unmount).toHaveBeenCalledOnce();
  });
});
