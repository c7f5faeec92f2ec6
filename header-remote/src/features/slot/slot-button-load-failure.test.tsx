import { render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { OnHeaderEvent } from '@grocer/shared-contracts';
import { HeaderRoot } from '../../testing/header-under-test.tsx';
import { sampleAddress, sampleBranch, sampleReservation } from '../../shopping/testing/shopping-fixtures.ts';
import { createShoppingStore } from '../../shopping/testing/shopping-store.ts';
import { SlotButton } from './slot-button.tsx';

// The booked state's chunk fails to load (a deploy replaced it, the network dropped).
vi.mock('./booked-slot.tsx', () => {
  throw new Error('Loading chunk slot-booked failed');
});

afterEach(() => vi.restoreAllMocks());

it('falls back to a "Slot" link to service selection, and reports it, when the booked slot cannot load', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const onEvent = vi.fn<OnHeaderEvent>();
  const store = createShoppingStore({
    slot: { status: 'booked', reservation: sampleReservation(), address: sampleAddress(), branch: sampleBranch() },
  });
  render(
    <HeaderRoot input={{ onEvent }} store={store}>
      <SlotButton />
    </HeaderRoot>,
  );
  const link = await screen.findByRole('link', { name: 'Slot' });
  expect(link).toHaveAttribute('href', '/ecom/serviceselection');
  expect(onEvent).toHaveBeenCalledWith('header_error', expect.objectContaining({ code: 'slot_failed' }));
});
