import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTRACT_VERSION, FIND_A_STORE_URL, type HeaderPropsInput } from '@grocer/shared-contracts/domain';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import type { FooterModule } from './load-footer.ts';
import { SiteFooter } from './site-footer.tsx';

const MANIFEST = 'http://remote.test/mf-manifest.json';

/** An IntersectionObserver the test moves the page under: `scrollNear()` brings the footer close. */
function stubIntersection() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: [] };
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
    scrollNear: () =>
      act(() => {
        for (const { callback, targets } of observers) {
          callback(
            targets.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry),
            {} as IntersectionObserver,
          );
        }
      }),
  };
}

const RemoteFooter = ({ services }: HeaderPropsInput) => (
  <footer>
    <nav aria-label="Footer">Remote footer for {services?.api}</nav>
  </footer>
);
const remoteFooter = (contractVersion = CONTRACT_VERSION): FooterModule => ({ Footer: RemoteFooter, contractVersion });

describe("the host's footer", () => {
  let page: ReturnType<typeof stubIntersection>;
  beforeEach(() => {
    page = stubIntersection();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows its own footer, and asks for nothing until the shopper nears it', async () => {
    const load = vi.fn(async () => remoteFooter());
    const { container } = render(<SiteFooter manifestUrl={MANIFEST} footerProps={{}} load={load} />);
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(footer).getByRole('link', { name: 'Customer service' })).toHaveAttribute(
      'href',
      '/ecom/help-information/customer-service',
    );
    expect(within(footer).getByRole('link', { name: 'Find a store (opens in a new tab)' })).toHaveAttribute(
      'href',
      FIND_A_STORE_URL,
    );
    expect(load).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it("swaps in the remote's footer, with the header's props, once the shopper nears it", async () => {
    const load = vi.fn(async () => remoteFooter());
    render(<SiteFooter manifestUrl={MANIFEST} footerProps={{ services: { api: 'http://api.test' } }} load={load} />);
    page.scrollNear();
    expect(await screen.findByText('Remote footer for http://api.test')).toBeInTheDocument();
    expect(load).toHaveBeenCalledExactlyOnceWith(MANIFEST);
    expect(screen.queryByRole('link', { name: 'Customer service' })).not.toBeInTheDocument();
  });

  it.each([
    ['the remote cannot be loaded', /could not load/, () => Promise.reject(new Error('remoteEntry.js did not load'))],
    // The header has warned about the version already: one warning per page.
    ['the remote speaks another major contract version', undefined, async () => remoteFooter('99.0.0')],
    [
      "the remote's footer crashes",
      /crashed/,
      async () => ({
        Footer: () => {
          throw new Error('footer bug');
        },
        contractVersion: CONTRACT_VERSION,
      }),
    ],
  ])('keeps its own footer when %s', async (_case, warning, loadModule) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn(loadModule);
    render(<SiteFooter manifestUrl={MANIFEST} footerProps={{}} load={load} />);
    page.scrollNear();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(load).toHaveBeenCalledOnce();
    if (warning) expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(warning), expect.any(String));
    else expect(console.warn).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Customer service' })).toBeInTheDocument();
    expect(screen.queryByText(/Remote footer/)).not.toBeInTheDocument();
  });
});
