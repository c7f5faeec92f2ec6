import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { OnHeaderEvent, Placement } from '@grocer/shared-contracts';
import type { DeliveryPassStatus } from '@grocer/shared-contracts/domain';
import { HeaderRoot } from '../../../testing/header-under-test.tsx';
import type { AuthState } from '../../../shopping/auth-state.ts';
import { createShoppingStore, SIGNED_IN } from '../../../shopping/testing/shopping-store.ts';
import { AccountLinks } from '../account-links.tsx';
import { fakeAccountServices, type FakeAccountAnswers } from './fake-account-services.ts';

export const API = 'http://api.test';

export type RenderAccountOptions = FakeAccountAnswers & {
  readonly auth?: AuthState;
  readonly placement?: Placement;
  /** The status the shopper's state brought; UNKNOWN unless given. */
  readonly deliveryPass?: DeliveryPassStatus;
};

/**
 * The account links in a header whose store already holds `auth`, with the
 * services faked at the network and a focusable page element either side.
 */
export function renderAccountLinks({
  auth = SIGNED_IN,
  placement = 'default',
  deliveryPass,
  ...answers
}: RenderAccountOptions = {}) {
  const services = fakeAccountServices(answers);
  vi.stubGlobal('fetch', services.fetch);
  const onEvent = vi.fn<OnHeaderEvent>();
  const user = userEvent.setup();
  const view = render(
    <>
      <button type="button">Before the header</button>
      <HeaderRoot
        input={{
          services: { api: API },
          placement,
          clientLogging: true,
          onEvent,
        }}
        store={createShoppingStore({ auth, ...(deliveryPass ? { deliveryPass } : {}) })}
      >
        <AccountLinks />
      </HeaderRoot>
      <p>Page text</p>
      <button type="button">After the header</button>
    </>,
  );
  return { ...view, user, services, onEvent };
}

/** The "My account" button, and opening it with a click. */
export function accountButton() {
  return screen.getByRole('button', { name: 'My account' });
}

/** The dropdown's items load on first use: resolves once the open panel shows them. */
export function menuItemsShown() {
  return screen.findByRole('link', { name: 'Account overview' });
}
