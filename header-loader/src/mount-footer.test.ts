import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTRACT_VERSION } from '@grocer/shared-contracts';
import { loadExpose } from './federation.ts';
import { mountFooter } from './mount-footer.ts';

vi.mock('./federation.ts', () => ({ loadExpose: vi.fn() }));
const load = vi.mocked(loadExpose);
const MANIFEST = 'https://header.fernleaf.example/mf-manifest.json';
const OWN_FOOTER = '<footer><a href="/ecom/help-information/customer-service">Customer service</a></footer>';

/** An IntersectionObserver the test moves the page under: `scrollNear()` brings the footer close. */
function stubIntersection() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[]; margin?: string }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, targets: [], ...(options?.rootMargin ? { margin: options.rootMargin } : {}) };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        this.entry.targets = [];
      }
    },
  );
  return {
    observers,
    scrollNear: () => {
      for (const { callback, targets } of observers) {
        const entries = targets.map(
          (target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry,
        );
        if (entries.length > 0) callback(entries, {} as IntersectionObserver);
      }
    },
  };
}

/** The remote's `header/Footer`, which says what it was mounted with. */
function remoteFooter(contractVersion = CONTRACT_VERSION) {
  const unmount = vi.fn();
  const mount = vi.fn((element: Element, props: { services?: { api?: string } }) => {
    element.innerHTML = `<footer>Remote footer for ${props.services?.api}</footer>`;
    return unmount;
  });
  return { module: { Footer: () => null, mountFooter: mount, contractVersion }, mount, unmount };
}

/** Lets the load's promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('mountFooter', () => {
  let page: ReturnType<typeof stubIntersection>;
  let slot: HTMLElement;
  beforeEach(() => {
    page = stubIntersection();
    load.mockReset();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    slot = document.body.appendChild(document.createElement('div'));
    slot.innerHTML = OWN_FOOTER;
  });
  afterEach(() => {
    slot.remove();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("keeps the page's own footer, and asks for nothing, until the shopper nears it (400 px)", async () => {
    mountFooter(slot, { manifestUrl: MANIFEST });
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(slot.innerHTML).toBe(OWN_FOOTER);
    expect(page.observers[0]?.margin).toBe('0px 0px 400px 0px');
  });

  it("puts the remote's footer in the slot, with the header's props, once the shopper nears it; the stop unmounts it", async () => {
    const remote = remoteFooter();
    load.mockResolvedValue(remote.module);
    const stop = mountFooter(slot, { manifestUrl: MANIFEST, services: { api: 'https://api.fernleaf.example' } });
    page.scrollNear();
    await settle();
    expect(load).toHaveBeenCalledExactlyOnceWith(MANIFEST, 'Footer', 0);
    expect(remote.mount).toHaveBeenCalledExactlyOnceWith(slot, { services: { api: 'https://api.fernleaf.example' } });
    expect(slot.textContent).toBe('Remote footer for https://api.fernleaf.example');
    stop();
    expect(remote.unmount).toHaveBeenCalledOnce();
  });

  it.each([
    [
      'the remote cannot be loaded',
      () => Promise.reject(new Error('remoteEntry.js did not load')),
      /could not load \(remoteEntry\.js did not load\)/,
    ],
    [
      'the module has no mountFooter',
      async () => ({ contractVersion: CONTRACT_VERSION }),
      /unexpected shape: no mountFooter/,
    ],
  ])("keeps the page's own footer and says why once when %s", async (_case, loadModule, warning) => {
    load.mockImplementation(loadModule);
    mountFooter(slot, { manifestUrl: MANIFEST });
    page.scrollNear();
    await settle();
    expect(slot.innerHTML).toBe(OWN_FOOTER);
    expect(console.warn).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(warning));
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('the page keeps its own footer'));
  });

  it("keeps the page's own footer and says why when the remote's footer cannot be mounted", async () => {
    load.mockResolvedValue({
      mountFooter: () => {
        throw new Error('Invalid hook call');
      },
      contractVersion: CONTRACT_VERSION,
    });
    mountFooter(slot, { manifestUrl: MANIFEST });
    page.scrollNear();
    await settle();
    expect(slot.innerHTML).toBe(OWN_FOOTER);
    expect(console.warn).toHaveBeenCalledExactlyOnceWith(
      '[header-loader] The footer could not be mounted (Invalid hook call); the page keeps its own footer.',
    );
  });

  it("keeps the page's own footer, without a second warning, when the remote speaks another contract major", async () => {
    const remote = remoteFooter('99.0.0');
    load.mockResolvedValue(remote.module);
    mountFooter(slot, { manifestUrl: MANIFEST });
    page.scrollNear();
    await settle();
    expect(remote.mount).not.toHaveBeenCalled();
    expect(slot.innerHTML).toBe(OWN_FOOTER);
    // The header has said so already: one warning and one contract_mismatch a page.
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('loads at once where there is no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const remote = remoteFooter();
    load.mockResolvedValue(remote.module);
    mountFooter(slot, { manifestUrl: MANIFEST });
    await settle();
    expect(remote.mount).toHaveBeenCalledOnce();
  });
});
