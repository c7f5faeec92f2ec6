import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@grocer/shared-contracts';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { MyAccountPage } from './my-account-page.tsx';

describe('the my account page', () => {
  it('has its heading', () => {
    render(<MyAccountPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    expect(screen.getByText('Everything about your account in one place.')).toBeVisible();
  });

  it.each([
    ['My orders', ROUTES.myOrders],
    ['My details', '/ecom/my-details'],
    ['Lists', ROUTES.lists],
    ['Favourites', ROUTES.favourites],
    ['Delivery pass', ROUTES.availableDeliveryPass],
    ['Loyalty card', ROUTES.loyalty],
    ['Customer service', ROUTES.customerService],
  ])('links to %s at %s', (name, href) => {
    render(<MyAccountPage />);
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('has no axe violations', async () => {
    const { container } = render(<MyAccountPage />);
    await expectNoAxeViolations(container);
  });
});
