import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTRACT_VERSION } from '@grocer/shared-contracts';

const loadExpose = vi.hoisted(() => vi.fn<(url: string, expose: string, attempt: number) => Promise<unknown>>());
vi.mock('./federation.ts', () => ({ loadExpose }));
const reportHeaderOutage = vi.hoisted(() => vi.fn());
vi.mock('@grocer/shared-contracts/header-outage', () => ({ reportHeaderOutage }));

const { mountHeader } = await import('./mount-header.ts');

const manifestUrl = 'https://header.fernleaf.example/mf-manifest.json';
const props = { services: { api: 'https://api.fernleaf.example' }, placement: 'home' } as const;

function mountModule() {
  const unmount = vi.fn();
  return { mount: vi.fn(() => unmount), hydrate: vi.fn(() => unmount), contractVersion: CONTRACT_VERSION, unmount };
}

let slot: HTMLElement;
beforeEach(() => {
  slot = document.createElement('div');
  document.body.append(slot);
});
afterEach(() => {
  slot.remove();
  vi.restoreAllMocks();
  loadExpose.mockReset();
  reportHeaderOutage.mockReset();
});

describe('mountHeader', () => {
  it('hydrates the header the server rendered into the slot, with the props and the contract version', async () => {
    slot.innerHTML = '<div data-header-ssr=""><header>the server\'s header</header></div>';
    const module = mountModule();
    loadExpose.mockResolvedValue(module);
    mountHeader(slot, { manifestUrl, ...props });
    await vi.waitFor(() => expect(module.hydrate).toHaveBeenCalledOnce());
    expect(loadExpose).toHaveBeenCalledWith(manifestUrl, 'mount', 0);
    expect(module.hydrate).toHaveBeenCalledWith(slot.firstElementChild, {
      ...props,
      contractVersion: CONTRACT_VERSION,
    });
    expect(module.mount).not.toHaveBeenCalled();
  });

  it('renders the header into a slot the server left without one, and unmounts it when the page lets it go', async () => {
    const module = mountModule();
    loadExpose.mockResolvedValue(module);
    const stop = mountHeader(slot, { manifestUrl, ...props });
    await vi.waitFor(() =>
      expect(module.mount).toHaveBeenCalledWith(slot, { ...props, contractVersion: CONTRACT_VERSION }),
    );
    expect(module.hydrate).not.toHaveBeenCalled();
    stop();
    expect(module.unmount).toHaveBeenCalledOnce();
  });

  it("keeps the server's header while the remote cannot be reached, counted once as an outage with no fallback shown", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    slot.innerHTML = '<div data-header-ssr=""></div>';
    loadExpose.mockRejectedValue(new Error('Failed to get manifest'));
    const stop = mountHeader(slot, { manifestUrl, ...props });
    await vi.waitFor(() => expect(reportHeaderOutage).toHaveBeenCalledOnce());
    expect(reportHeaderOutage).toHaveBeenCalledWith(
      { ...props, contractVersion: CONTRACT_VERSION },
      { fallbackShown: false },
    );
    expect(slot.firstElementChild).toHaveAttribute('data-header-ssr');
    stop();
  });
});
