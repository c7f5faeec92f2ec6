import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SlotType } from '@grocer/shared-contracts/domain';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { sampleBranch, sampleReservation } from '../../shopping/testing/shopping-fixtures.ts';
import { createShoppingStore } from '../../shopping/testing/shopping-store.ts';
import { HeaderRoot } from '../../testing/header-under-test.tsx';
import { SlotButton } from './slot-button.tsx';

/*
 * Fulfilment type COLLECTION (spec section 3): a collection slot has no delivery address, and is
 * still a booked slot. Its button shows the date and time, never "Book a slot"; its details say
 * Collection and where, the branch.
 */
describe('Slot button: a collection slot is booked, not "no slot"', () => {
  it.each<[SlotType, string]>([
    ['GROCERY_COLLECTION', '/ecom/bookslot/collection/groceriesandentertaining'],
    ['ENTERTAINING_COLLECTION', '/ecom/bookslot/collection/entertaining'],
  ])('%s: its date and time, then "Collection", the branch and "Change slot" to %s', async (slotType, href) => {
    const slot = {
      status: 'booked',
      reservation: sampleReservation({ slotType, addressId: null }),
      address: null,
      branch: sampleBranch(),
    } as const;
    const { container } = render(
      <HeaderRoot input={{ services: { api: 'http://api.test' } }} store={createShoppingStore({ slot })}>
        <SlotButton />
      </HeaderRoot>,
    );
    const button = await screen.findByRole('button', { name: 'Collection slot: Thursday 5 March, 9am - 10am' });
    expect(within(button).getByText('Thursday 5 March')).toBeVisible();
    expect(within(button).getByText('9am - 10am')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Book a slot' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Slot' })).not.toBeInTheDocument();

    await userEvent.setup().click(button);
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(panel).getByText('Collection')).toBeVisible();
    expect(within(panel).queryByText('Delivery')).not.toBeInTheDocument();
    expect(panel.querySelector('address')?.innerHTML.split('<br>')).toEqual([
      'Richmond',
      '1 George Street',
      'Richmond',
      'TW9 1HY',
    ]);
    expect(within(panel).getByRole('link', { name: 'Change slot' })).toHaveAttribute('href', href);
    expect(within(panel).getByRole('button', { name: 'Cancel slot' })).toBeVisible();
    await expectNoAxeViolations(container);
  });
});
