import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@grocer/shared-contracts';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { CustomerServicePage } from './customer-service-page.tsx';

describe('the customer service page', () => {
  it('has its heading', () => {
    render(<CustomerServicePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Customer service' })).toBeVisible();
    expect(screen.getByText('We can help with orders, deliveries and your account.')).toBeVisible();
  });

  it.each([
    ['My orders', ROUTES.myOrders],
    ['My account', ROUTES.myAccount],
    ['Groceries home', ROUTES.groceriesHome],
  ])('links to %s at %s', (name, href) => {
    render(<CustomerServicePage />);
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('has no axe violations', async () => {
    const { container } = render(<CustomerServicePage />);
    await expectNoAxeViolations(container);
  });
});
