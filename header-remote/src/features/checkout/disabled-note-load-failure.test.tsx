import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import type { OnHeaderEvent } from '@grocer/shared-contracts';
import { HeaderRoot } from '../../testing/header-under-test.tsx';
import { navigateTo } from '../../lib/navigate.ts';
import { createShoppingStore } from '../../shopping/testing/shopping-store.ts';
import { CheckoutButton } from './checkout-button.tsx';
import { belowMinimum, bookedSlot } from './testing/checkout-states.ts';

vi.mock('../../lib/navigate.ts', () => ({ navigateTo: vi.fn() }));
// The note's chunk fails to load (a deploy replaced it, the network dropped).
vi.mock('./disabled-note.tsx', () => {
  throw new Error('Loading chunk checkout-note failed');
});

afterEach(() => vi.restoreAllMocks());

it('still describes the disabled button by its reason, and reports it, when the note cannot load', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const onEvent = vi.fn<OnHeaderEvent>();
  const user = userEvent.setup();
  render(
    <HeaderRoot input={{ onEvent }} store={createShoppingStore({ trolley: belowMinimum, slot: bookedSlot() })}>
      <CheckoutButton currentPath="/" />
    </HeaderRoot>,
  );
  await waitFor(() =>
    expect(onEvent).toHaveBeenCalledWith('header_error', expect.objectContaining({ code: 'checkout_note_failed' })),
  );
  const button = screen.getByRole('button', { name: 'Checkout' });
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).toHaveAccessibleDescription(
    'To check out, please meet our £40.00 minimum spend (excluding delivery charge)',
  );
  await user.click(button);
  expect(navigateTo).not.toHaveBeenCalled();
});
