import { render, screen } from '@testing-library/react';
import ky from 'ky';
import { describe, expect, it } from 'vitest';
import { SLOT_STATE_CASES, type SlotStateCase } from '../../../../shared-contracts/test/slot-state-cases.ts';
import { silentLogger } from '../../lib/logger.ts';
import { fetchSlotState } from '../../shopping/load-slot.ts';
import { createShoppingStore } from '../../shopping/testing/shopping-store.ts';
import { HeaderRoot } from '../../testing/header-under-test.tsx';
import { SlotButton } from './slot-button.tsx';

/*
 * The slot contract's cases (shared-contracts/test/slot-state-cases.ts), which the services' own
 * rule is held to as well: the header settles each shopper's slot on the same state, and its slot
 * button shows that state by the name the case gives.
 */

const API = 'http://api.test';

/** The slot, address and branch routes answering as the case's services do; 404 for anything they have not got. */
function slotRoutes(slotCase: SlotStateCase): typeof globalThis.fetch {
  return async (input, init) => {
    const { pathname, searchParams } = new URL(new Request(input, init).url);
    const [route, id = ''] = pathname.split('/').filter(Boolean);
    const answer =
      route === 'slot-reservations'
        ? { customerOrderId: searchParams.get('customerOrderId'), slotReservations: slotCase.reservations }
        : route === 'addresses'
          ? slotCase.addresses.find((address) => address.id === decodeURIComponent(id))
          : route === 'branches'
            ? slotCase.branches.find((branch) => branch.id === decodeURIComponent(id))
            : undefined;
    return answer === undefined
      ? Response.json({ error: 'not_found', message: `Nothing at ${pathname}` }, { status: 404 })
      : Response.json(answer);
  };
}

describe('the slot contract: the header’s own calls settle on the services’ state', () => {
  it.each(SLOT_STATE_CASES)('$name', async (slotCase) => {
    const api = ky.create({ baseUrl: `${API}/`, retry: 0, fetch: slotRoutes(slotCase) });
    const slot = await fetchSlotState(api, {
      customerOrderId: '9100001',
      signal: new AbortController().signal,
      logger: silentLogger,
      now: new Date(slotCase.now),
    });
    expect(slot).toEqual(slotCase.expected);
  });
});

describe('the slot contract: the slot button shows the state', () => {
  it.each(SLOT_STATE_CASES)('$name: "$slotButton"', async (slotCase) => {
    render(
      <HeaderRoot input={{ services: { api: API } }} store={createShoppingStore({ slot: slotCase.expected })}>
        <SlotButton />
      </HeaderRoot>,
    );
    if (slotCase.expected.status === 'booked') {
      expect(await screen.findByRole('button', { name: slotCase.slotButton })).toBeInTheDocument();
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    } else {
      expect(screen.getByRole('link', { name: slotCase.slotButton })).toHaveAttribute('href', '/ecom/serviceselection');
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    }
  });
});
