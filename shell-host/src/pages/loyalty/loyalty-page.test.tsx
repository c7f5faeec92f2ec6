import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@grocer/shared-contracts';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { LoyaltyPage } from './loyalty-page.tsx';

describe('the loyalty card page', () => {
  it('has its heading', () => {
    render(<LoyaltyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Loyalty card' })).toBeVisible();
    expect(screen.getByText('Use your loyalty card for extra reductions on selected products.')).toBeVisible();
  });

  it.each([
    ['See offers', '/ecom/shop/browse/offers'],
    ['Back to my account', ROUTES.myAccount],
  ])('links to %s at %s', (name, href) => {
    render(<LoyaltyPage />);
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('has no axe violations', async () => {
    const { container } = render(<LoyaltyPage />);
    await expectNoAxeViolations(container);
  });
});
