import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { vi } from 'vitest';
import type { OnHeaderEvent } from '@grocer/shared-contracts';
import { HeaderRoot } from '../../../../testing/header-under-test.tsx';
import { ShoppingStateLoader } from '../../../../shopping/shopping-state-loader.tsx';
import type { FakeRequest } from '../../../../../../test-support/fake-network.ts';
import {
  fakeShoppingServices,
  respond,
  type Answer,
  type FakeShoppingAnswers,
} from '../../../../shopping/testing/fake-shopping-services.ts';
import { InstantCheckoutChoice } from '../instant-checkout-choice.tsx';
import { AMENDING_ORDER_ID, amendingStore, placedOrder } from './instant-checkout-fixtures.ts';

export const API = 'https://api.fernleaf.test';
export const PLACE = `PATCH /v1/orders/${AMENDING_ORDER_ID}/place`;
export const BEACON = 'POST /mfe/common/api/v1/instantCheckoutTransactionComplete';

/** A page with a checkout button that opens the choice, as the checkout feature does. */
function Page({ normalPath }: { readonly normalPath: string }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Checkout
      </button>
      <InstantCheckoutChoice isOpen={isOpen} normalPath={normalPath} onClose={() => setOpen(false)} />
    </>
  );
}

export type RenderOptions = {
  /** The place call's answers, one a call (the last repeats). */
  readonly place?: readonly Answer<unknown>[];
  readonly beacon?: Answer<unknown>;
  /** A store already in a state; 'load' starts from nothing and loads it all through the network. */
  readonly store?: ReturnType<typeof amendingStore> | 'load';
  /** With store 'load': the fake's answers for token, context, trolley and slot. */
  readonly services?: Omit<FakeShoppingAnswers, 'handlers'>;
  readonly normalPath?: string;
  /**
   * Holds a request before the fake answers it: a promise to wait for, or
   * 'forever' for a service that never answers.
   */
  readonly hold?: (request: string) => Promise<void> | 'forever' | undefined;
};

/**
 * The choice rendered in a header whose store is already in the amending
 * state, with the services faked at the network (its handlers answer the
 * place, beacon and cancel-slot calls).
 */
export function renderInstantCheckout({
  place = [placedOrder()],
  beacon = { status: 200, body: {} },
  store = amendingStore(),
  normalPath = '/ecom/beforeYouGo',
  hold,
  services = {},
}: RenderOptions = {}) {
  const placeAnswers = [...place];
  /** The JSON bodies the fake received for the routes below, in order. */
  const bodies: { route: string; body: unknown }[] = [];
  /** An answer that notes what its call sent. */
  const noting = (answer: () => Answer<unknown>) => (request: FakeRequest) => {
    bodies.push({ route: `${request.method} ${request.url.pathname}`, body: request.body });
    return respond(answer());
  };
  const fake = fakeShoppingServices({
    ...services,
    handlers: {
      [PLACE]: noting(() => (placeAnswers.length > 1 ? placeAnswers.shift() : placeAnswers[0])),
      [BEACON]: noting(() => beacon),
      'DELETE /slot-reservations/*': noting(() => ({ status: 200, body: {} })),
    },
  });
  /** Every request as "METHOD /path", as it leaves the header (held ones too). */
  const calls: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const route = `${request.method} ${new URL(request.url).pathname}`;
    calls.push(route);
    const held = hold?.(route);
    if (held === 'forever') return new Promise<Response>(() => {});
    if (held) await held;
    return fake.fetch(request);
  }) as typeof globalThis.fetch;
  vi.stubGlobal('fetch', fetch);

  const onEvent = vi.fn<OnHeaderEvent>();
  const user = userEvent.setup();
  if (store === 'load') document.cookie = 'X-Has-Token-Session=true; path=/';
  render(
    <HeaderRoot input={{ services: { api: API }, onEvent }} store={store === 'load' ? undefined : store}>
      {store === 'load' ? <ShoppingStateLoader /> : null}
      <Page normalPath={normalPath} />
    </HeaderRoot>,
  );
  const open = async () => {
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    return screen.getByRole('dialog', { name: 'Check out the way you want' });
  };
  /** The body of the first request to a route. */
  const bodyOf = (route: string) => bodies.find((sent) => sent.route === route)?.body;
  return { fake, calls, bodyOf, onEvent, user, open, store };
}

/** A promise to release a held request with. */
export function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}
