import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OnHeaderEvent } from '@grocer/shared-contracts';
import { HeaderRoot } from '../../testing/header-under-test.tsx';
import { navigateTo } from '../../lib/navigate.ts';
import { createShoppingStore } from '../../shopping/testing/shopping-store.ts';
import { CheckoutButton } from './checkout-button.tsx';
import { amendingWithInstantCheckout, bookedSlot } from './testing/checkout-states.ts';

vi.mock('../../lib/navigate.ts', () => ({ navigateTo: vi.fn() }));
// The choice's chunk fails to load (a deploy replaced it, the network dropped).
vi.mock('./load-instant-checkout-choice.ts', () => ({
  loadInstantCheckoutChoice: () => Promise.reject(new Error('Loading chunk instant-checkout failed')),
}));

describe('Checkout button when the instant checkout choice cannot load', () => {
  it('reports it and takes the shopper on the normal checkout journey', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onEvent = vi.fn<OnHeaderEvent>();
    const user = userEvent.setup();
    render(
      <HeaderRoot
        input={{ services: { api: 'http://api.test' }, onEvent }}
        store={createShoppingStore({ trolley: amendingWithInstantCheckout, slot: bookedSlot() })}
      >
        <CheckoutButton currentPath="/ecom/beforeYouGo" />
      </HeaderRoot>,
    );
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledExactlyOnceWith('/ecom/checkout'));
    expect(onEvent).toHaveBeenCalledWith('header_error', {
      code: 'instant_checkout_choice_failed',
      message: 'Error: Loading chunk instant-checkout failed',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeInTheDocument();
  });
});
