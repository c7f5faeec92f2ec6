import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { FallbackHeader } from './fallback-header.tsx';

describe('FallbackHeader', () => {
  it('keeps the essentials: logo, a search that works without JavaScript, and the trolley', () => {
    render(<FallbackHeader />);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Fernleaf, groceries home' })).toHaveAttribute(
      'href',
      '/ecom/shop/browse/groceries',
    );
    const search = within(banner).getByRole('search');
    expect(search).toHaveAttribute('action', '/ecom/shop/search');
    expect(search).toHaveAttribute('method', 'get');
    expect(within(search).getByRole('searchbox', { name: 'Search groceries' })).toHaveAttribute('name', 'searchTerm');
    expect(within(search).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    expect(within(banner).getByRole('link', { name: 'Trolley' })).toHaveAttribute('href', '/ecom/shop/trolley');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <FallbackHeader />
        <main id="main-content">Page</main>
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
