import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@grocer/shared-contracts';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { DeliveryPassPage } from './delivery-pass-page.tsx';

const at = (pathname: string) => ({ pathname, search: '' });

describe('the delivery pass pages', () => {
  it.each([
    [ROUTES.activeDeliveryPass, 'Your delivery pass', 'Your delivery pass is active: your deliveries are included.'],
    [
      `${ROUTES.activeDeliveryPass}/`,
      'Your delivery pass',
      'Your delivery pass is active: your deliveries are included.',
    ],
    [
      ROUTES.availableDeliveryPass,
      'Delivery pass',
      'A delivery pass is available to you: one payment covers your deliveries.',
    ],
  ])('at %s: "%s"', (pathname, heading, message) => {
    render(<DeliveryPassPage location={at(pathname)} />);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(screen.getByText(message)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Book a delivery slot' })).toHaveAttribute('href', ROUTES.bookDeliverySlot);
    expect(screen.getByRole('link', { name: 'Back to my account' })).toHaveAttribute('href', ROUTES.myAccount);
  });

  it.each([ROUTES.activeDeliveryPass, ROUTES.availableDeliveryPass])(
    'has no axe violations at %s',
    async (pathname) => {
      const { container } = render(<DeliveryPassPage location={at(pathname)} />);
      await expectNoAxeViolations(container);
    },
  );
});
