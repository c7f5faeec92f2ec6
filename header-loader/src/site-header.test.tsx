import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetOutageReport } from '@grocer/shared-contracts/header-outage';
import { CONTRACT_VERSION, HEADER_LAYOUT, type HeaderProps } from '@grocer/shared-contracts';
import { loadExpose } from './federation.ts';
import { mountHeader } from './mount-header.ts';
import { SiteHeader } from './site-header.tsx';

vi.mock('./federation.ts', () => ({ loadExpose: vi.fn() }));
// jsdom has no matchMedia: a wide screen, whose query never changes.
vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
const load = vi.mocked(loadExpose);
const MANIFEST = 'https://header.fernleaf.example/mf-manifest.json';

/** A stand-in for the remote's `Header`: says which props it was given. */
const Header = (props: HeaderProps) => (
  <header aria-label="Fernleaf">
    {props.placement} {props.contractVersion}
  </header>
);

beforeEach(() => {
  load.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  forgetOutageReport();
  document.cookie = 'cookie_consent=; max-age=0';
});

/** What the page beacons, with the shopper's analytics consent given (spec section 9). */
function beaconsWithConsent() {
  document.cookie = 'cookie_consent=accepted';
  const sendBeacon = vi.fn((_url: string | URL, _body?: BodyInit | null) => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  const sent = () =>
    sendBeacon.mock.calls.map(([url, body]) => ({
      url: String(url),
      events: (JSON.parse(String(body)) as { events: unknown[] }).events,
    }));
  return { sendBeacon, sent };
}

const services = { api: 'https://www.fernleaf.example/api' };
const vitalsUrl = 'https://www.fernleaf.example/api/v1/vitals';

describe('SiteHeader', () => {
  it("shows the page's own header, at the header's height, until the header has loaded", async () => {
    let arrive: (module: unknown) => void = () => {};
    load.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    render(<SiteHeader manifestUrl={MANIFEST} placement="home" />);
    const own = screen.getByRole('banner');
    expect(own).toHaveStyle({ height: `${HEADER_LAYOUT.height}px` });
    expect(screen.getByRole('searchbox', { name: 'Search groceries' })).toHaveAttribute('name', 'searchTerm');
    expect(screen.getByRole('link', { name: 'Trolley' })).toHaveAttribute('href', '/ecom/shop/trolley');
    expect(load).toHaveBeenCalledWith(MANIFEST, 'Header', 0);

    arrive({ Header, contractVersion: CONTRACT_VERSION });
    // The page's props, and the contract version the page was built with.
    expect(await screen.findByRole('banner', { name: 'Fernleaf' })).toHaveTextContent(`home ${CONTRACT_VERSION}`);
  });

  it("counts a remote it cannot reach in the header's vitals, once, with the page's own header shown", async () => {
    load.mockRejectedValue(new Error('Failed to get manifest'));
    const { sent } = beaconsWithConsent();
    render(<SiteHeader manifestUrl={MANIFEST} services={services} />);
    await vi.waitFor(() =>
      expect(sent()).toEqual([{ url: vitalsUrl, events: [{ kind: 'remote_load_failure' }, { kind: 'fallback' }] }]),
    );
  });

  it("takes the place of the page's own header only once the focus has left it, so what the shopper typed stays theirs", async () => {
    let arrive: (module: unknown) => void = () => {};
    load.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    // In a root of its own, beside the page's body.
    const page = document.body.appendChild(document.createElement('main'));
    page.tabIndex = -1;
    render(<SiteHeader manifestUrl={MANIFEST} placement="home" />);
    const ownBox = screen.getByRole('searchbox', { name: 'Search groceries' });
    await userEvent.type(ownBox, 'mil');

    arrive({ Header, contractVersion: CONTRACT_VERSION });
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
    expect(ownBox).toHaveValue('mil');
    expect(screen.queryByRole('banner', { name: 'Fernleaf' })).toBeNull();

    page.focus();
    expect(await screen.findByRole('banner', { name: 'Fernleaf' })).toBeInTheDocument();
    expect(ownBox).not.toBeInTheDocument();
    page.remove();
  });

  it('shows the fallback the page gives', () => {
    load.mockReturnValue(new Promise(() => {}));
    render(<SiteHeader manifestUrl={MANIFEST} fallback={<p>Our own header</p>} />);
    expect(screen.getByText('Our own header')).toBeInTheDocument();
  });

  it('catches a header that fails to render: the fallback shows, the page says why, and it loads again', async () => {
    const Broken = () => {
      throw new Error('the remote broke');
    };
    load.mockResolvedValueOnce({ Header: Broken, contractVersion: CONTRACT_VERSION });
    load.mockResolvedValueOnce({ Header, contractVersion: CONTRACT_VERSION });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<SiteHeader manifestUrl={MANIFEST} placement="home" fallback={<p>Our own header</p>} />);
    await vi.waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith(
        '[header-loader] The header failed to render: the remote broke. The page keeps its own header; retrying in 1 s.',
      ),
    );
    expect(screen.getByText('Our own header')).toBeInTheDocument();
    // A second load a second later, whose header renders.
    expect(await screen.findByRole('banner', { name: 'Fernleaf' }, { timeout: 3000 })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith(MANIFEST, 'Header', 1);
  });
});

describe('mountHeader', () => {
  const mountModule = () => ({
    mount: vi.fn(() => () => {}),
    hydrate: vi.fn(() => () => {}),
    contractVersion: CONTRACT_VERSION,
  });

  it("mounts the header into the slot, with the page's props and contract version", async () => {
    const module = mountModule();
    load.mockResolvedValue(module);
    const slot = document.createElement('div');
    mountHeader(slot, { manifestUrl: MANIFEST, placement: 'home' });
    await vi.waitFor(() =>
      expect(module.mount).toHaveBeenCalledWith(slot, { placement: 'home', contractVersion: CONTRACT_VERSION }),
    );
    expect(load).toHaveBeenCalledWith(MANIFEST, 'mount', 0);
    expect(module.hydrate).not.toHaveBeenCalled();
  });

  it('hydrates the header the server rendered into the slot instead', async () => {
    const module = mountModule();
    load.mockResolvedValue(module);
    const slot = document.createElement('div');
    slot.innerHTML =
      '<div data-header-ssr=""><header>…</header></div><script type="application/json" data-header-state>{}</script>';
    mountHeader(slot, { manifestUrl: MANIFEST });
    await vi.waitFor(() =>
      expect(module.hydrate).toHaveBeenCalledWith(slot.firstElementChild, { contractVersion: CONTRACT_VERSION }),
    );
    expect(module.mount).not.toHaveBeenCalled();
  });

  it("counts a remote it cannot reach; the server's header stays, so no fallback is counted", async () => {
    load.mockRejectedValue(new Error('Failed to get manifest'));
    const { sent } = beaconsWithConsent();
    const slot = document.createElement('div');
    slot.innerHTML = '<div data-header-ssr=""><header>…</header></div>';
    const stop = mountHeader(slot, { manifestUrl: MANIFEST, services });
    await vi.waitFor(() => expect(sent()).toEqual([{ url: vitalsUrl, events: [{ kind: 'remote_load_failure' }] }]));
    stop();
  });

  it('counts nothing without the consent the vitals need, nor when the header loads', async () => {
    const { sendBeacon } = beaconsWithConsent();
    const settled = () => new Promise((resolve) => setTimeout(resolve, 50));
    document.cookie = 'cookie_consent=rejected';
    load.mockRejectedValueOnce(new Error('Failed to get manifest'));
    const refused = mountHeader(document.createElement('div'), { manifestUrl: MANIFEST, services });
    await settled();
    refused();
    document.cookie = 'cookie_consent=accepted';
    load.mockResolvedValue(mountModule());
    const loaded = mountHeader(document.createElement('div'), { manifestUrl: MANIFEST, services });
    await settled();
    loaded();
    expect(load).toHaveBeenCalledTimes(2);
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('stops: unmounts a header it mounted', async () => {
    const unmount = vi.fn();
    load.mockResolvedValue({ ...mountModule(), mount: () => unmount });
    const stop = mountHeader(document.createElement('div'), { manifestUrl: MANIFEST });
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    await Promise.resolve();
    stop();
    expect(unmount).toHaveBeenCalledOnce();
  });
});
