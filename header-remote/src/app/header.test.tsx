import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CONTRACT_VERSION, type OnHeaderEvent } from '@grocer/shared-contracts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { Header } from './header.tsx';

const services = { api: 'http://localhost:4000' };

function renderPage(ui: React.ReactNode) {
  return render(
    <>
      {ui}
      <main id="main-content" tabIndex={-1}>
        <h1>Page</h1>
      </main>
    </>,
  );
}

describe('Header frame', () => {
  it('offers a skip link first, to the main content', async () => {
    renderPage(<Header services={services} />);
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
  });

  it('links the logo to groceries home', () => {
    renderPage(<Header services={services} />);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Fernleaf, groceries home' })).toHaveAttribute(
      'href',
      '/ecom/shop/browse/groceries',
    );
  });

  it('lists three sister shops that open in a new tab with referral tracking', () => {
    renderPage(<Header services={services} />);
    const moreFrom = screen.getByRole('list', { name: 'More from' });
    const shops = within(moreFrom).getAllByRole('link');
    expect(shops.map((link) => link.textContent)).toEqual([
      'Fernleaf Cellar (wine and spirits, opens in a new tab)',
      'Fernleaf Garden (garden, opens in a new tab)',
      'Fernleaf Kitchen (meal delivery, opens in a new tab)',
    ]);
    for (const shop of shops) {
      expect(shop).toHaveAttribute('target', '_blank');
      expect(shop).toHaveAttribute('rel', 'noopener');
      const url = new URL(shop.getAttribute('href') ?? '');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        utm_source: 'groceries',
        utm_medium: 'referral',
        utm_campaign: 'header-more-from',
      });
    }
  });

  it('links to the store finder and customer service', () => {
    renderPage(<Header services={services} />);
    const nav = screen.getByRole('navigation', { name: 'Fernleaf shops and help' });
    expect(within(nav).getByRole('link', { name: 'Find a store' })).toHaveAttribute(
      'href',
      'https://www.fernleaf.example/find-a-store',
    );
    expect(within(nav).getByRole('link', { name: 'Customer service' })).toHaveAttribute(
      'href',
      '/ecom/help-information/customer-service',
    );
  });

  it('has no axe violations', async () => {
    const { container } = renderPage(<Header services={services} />);
    await expectNoAxeViolations(container);
  });
});

describe('Header contract with the host', () => {
  it('tells the host it is ready, once', () => {
    const onEvent = vi.fn<OnHeaderEvent>();
    const { rerender } = render(<Header services={services} placement="home" onEvent={onEvent} />);
    rerender(<Header services={services} placement="home" onEvent={onEvent} />);
    expect(onEvent.mock.calls.filter(([name]) => name === 'header_ready')).toEqual([
      ['header_ready', { contractVersion: CONTRACT_VERSION, placement: 'home' }],
    ]);
  });

  it('still renders with invalid props, and reports what it ignored', () => {
    const onEvent = vi.fn<OnHeaderEvent>();
    const bad = { services: { api: 'javascript:alert(1)' }, placement: 'sideways', onEvent } as unknown as Parameters<
      typeof Header
    >[0];
    render(<Header {...bad} />);
    expect(screen.getByRole('link', { name: 'Fernleaf, groceries home' })).toBeInTheDocument();
    expect(onEvent).toHaveBeenCalledWith('header_error', {
      code: 'invalid_props',
      message: expect.stringMatching(/^services: .*\nplacement: /s),
    });
  });

  it('logs invalid props only when client logging is on', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bad = { placement: 'sideways' } as unknown as Parameters<typeof Header>[0];
    render(<Header {...bad} />);
    expect(error).not.toHaveBeenCalled();
    render(<Header {...bad} clientLogging />);
    expect(error).toHaveBeenCalledWith('[header] Invalid header props; using defaults for the fields below', {
      problems: expect.stringContaining('placement'),
    });
    error.mockRestore();
  });

  it('warns the host when it was built against another contract major', () => {
    const onEvent = vi.fn<OnHeaderEvent>();
    render(<Header services={services} contractVersion="0.9.0" onEvent={onEvent} />);
    expect(onEvent).toHaveBeenCalledWith('contract_mismatch', {
      hostVersion: '0.9.0',
      remoteVersion: CONTRACT_VERSION,
      status: 'incompatible',
    });
  });

  it('survives a host onEvent handler that throws', () => {
    const onEvent: OnHeaderEvent = () => {
      throw new Error('host bug');
    };
    render(<Header services={services} onEvent={onEvent} />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
