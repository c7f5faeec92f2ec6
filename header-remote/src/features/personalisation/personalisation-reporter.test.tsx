import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatchHostEvent } from '@grocer/shared-contracts';
import { HeaderRoot } from '../../testing/header-under-test.tsx';
import { ShoppingStateLoader } from '../../shopping/shopping-state-loader.tsx';
import {
  pageTrolleyUpdateStartedAtom,
  slotAnsweredAtom,
  trolleyAnsweredAtom,
  trolleyStateAtom,
} from '../../shopping/shopping-state.ts';
import { fakeShoppingServices } from '../../shopping/testing/fake-shopping-services.ts';
import {
  sampleAddress,
  sampleBranch,
  loadedTrolley,
  sampleReservation,
  sampleTrolleyResult,
} from '../../shopping/testing/shopping-fixtures.ts';
import { createShoppingStore } from '../../shopping/testing/shopping-store.ts';
import { PersonalisationReporter } from './personalisation-reporter.tsx';

const API = 'http://api.test';
const bookedSlot = {
  status: 'booked',
  reservation: sampleReservation(),
  address: sampleAddress(),
  branch: sampleBranch(),
} as const;
const loaded = (count: number) => loadedTrolley(sampleTrolleyResult({ count }));
/** The trolley as a server-rendered header starts with it: the summary, no lines (decision 029). */
const summaryOnly = (count: number) => ({ ...loaded(count), lines: null });

function setConsent(cookies: string[]) {
  for (const name of ['cookie_consent', 'consent_analytics', 'consent_advertising']) {
    document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  for (const cookie of cookies) document.cookie = `${cookie}; Path=/`;
}

beforeEach(() => setConsent(['cookie_consent=custom', 'consent_advertising=true']));
afterEach(() => {
  document.cookie = 'X-Has-Token-Session=; Max-Age=0; Path=/';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderReporter(store: ReturnType<typeof createShoppingStore>) {
  const onEvent = vi.fn();
  render(
    <HeaderRoot input={{ services: { api: API }, onEvent }} store={store}>
      <PersonalisationReporter />
    </HeaderRoot>,
  );
  const reports = () => onEvent.mock.calls.filter(([name]) => name === 'personalisation').map(([, payload]) => payload);
  return { onEvent, reports };
}

describe('PersonalisationReporter', () => {
  it('reports the loaded trolley with the booked slot and the customer', () => {
    const { reports } = renderReporter(createShoppingStore({ trolley: loaded(2), slot: bookedSlot }));
    expect(reports()).toEqual([
      {
        cartRows: [
          { productId: 'P-0', quantity: 1, unitPrice: 2.5, currency: 'GBP' },
          { productId: 'P-1', quantity: 1, unitPrice: 2.5, currency: 'GBP' },
        ],
        customVariables: { branchId: '651', customerId: 'C-1101', slotDate: '2026-03-05', slotType: 'DELIVERY' },
      },
    ]);
  });

  it('waits for a slot still loading, then reports once with it', () => {
    const store = createShoppingStore({ trolley: loaded(1), slot: { status: 'loading' } });
    const { reports } = renderReporter(store);
    expect(reports()).toEqual([]);
    act(() => store.set(slotAnsweredAtom, bookedSlot));
    expect(reports()).toHaveLength(1);
    expect(reports()[0]).toMatchObject({ customVariables: { branchId: '651', slotType: 'DELIVERY' } });
  });

  it('reports again after each refresh, not while a page is updating the trolley', () => {
    const store = createShoppingStore({ trolley: loaded(1), slot: { status: 'none' } });
    const { reports } = renderReporter(store);
    act(() => store.set(pageTrolleyUpdateStartedAtom));
    expect(reports()).toHaveLength(1);
    act(() => store.set(trolleyAnsweredAtom, loaded(3)));
    expect(reports()).toHaveLength(2);
    expect(reports()[1]).toMatchObject({ customVariables: { branchId: null, slotDate: null, slotType: null } });
    expect((reports()[1] as { cartRows: unknown[] }).cartRows).toHaveLength(3);
  });

  it('sends nothing while the trolley is not loaded', () => {
    const { reports } = renderReporter(createShoppingStore({ trolley: { status: 'error', message: 'x' } }));
    expect(reports()).toEqual([]);
  });

  it('sends nothing without advertising consent, while the header still reports it is ready', () => {
    setConsent(['cookie_consent=custom', 'consent_analytics=true']);
    const { onEvent, reports } = renderReporter(createShoppingStore({ trolley: loaded(2), slot: bookedSlot }));
    expect(reports()).toEqual([]);
    expect(onEvent).toHaveBeenCalledWith('header_ready', expect.anything());
  });

  it('reports the trolley loaded through the network and again after a page updates it', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const fake = fakeShoppingServices({ trolley: { getTrolley: sampleTrolleyResult({ count: 2 }), getOrder: null } });
    vi.stubGlobal('fetch', fake.fetch);
    document.cookie = 'X-Has-Token-Session=true; Path=/';
    const onEvent = vi.fn();
    render(
      <HeaderRoot input={{ services: { api: API }, onEvent }}>
        <ShoppingStateLoader />
        <PersonalisationReporter />
      </HeaderRoot>,
    );
    const reports = () =>
      onEvent.mock.calls.filter(([name]) => name === 'personalisation').map(([, payload]) => payload);
    await waitFor(() => expect(reports()).toHaveLength(1));
    expect(reports()[0]).toMatchObject({ customVariables: { branchId: '651', customerId: 'C-1101' } });

    fake.answers = { ...fake.answers, trolley: { getTrolley: sampleTrolleyResult({ count: 4 }), getOrder: null } };
    act(() => dispatchHostEvent('started_trolley_update', {}));
    act(() => dispatchHostEvent('finished_trolley_update', {}));
    await waitFor(() => expect(reports()).toHaveLength(2));
    expect((reports()[1] as { cartRows: unknown[] }).cartRows).toHaveLength(4);
  });

  it("asks once for the lines of a trolley known only by the server's summary, and reports them", async () => {
    const fake = fakeShoppingServices({ trolley: { getTrolley: sampleTrolleyResult({ count: 3 }), getOrder: null } });
    vi.stubGlobal('fetch', fake.fetch);
    const store = createShoppingStore({ trolley: summaryOnly(3), slot: bookedSlot });
    const { reports } = renderReporter(store);
    await waitFor(() => expect(reports()).toHaveLength(1));
    expect((reports()[0] as { cartRows: unknown[] }).cartRows).toHaveLength(3);
    expect(fake.requests.filter((request) => request.includes('getTrolley'))).toHaveLength(1);
    // The header on screen keeps the server's summary: the lines went to the report only.
    expect(store.get(trolleyStateAtom)).toMatchObject({ status: 'loaded', lines: null });
  });

  it("asks for nothing without advertising consent, for a trolley known only by the server's summary", async () => {
    setConsent(['cookie_consent=custom', 'consent_advertising=false']);
    const fake = fakeShoppingServices();
    vi.stubGlobal('fetch', fake.fetch);
    const { onEvent, reports } = renderReporter(createShoppingStore({ trolley: summaryOnly(2), slot: bookedSlot }));
    await waitFor(() => expect(onEvent).toHaveBeenCalledWith('header_ready', expect.anything()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reports()).toEqual([]);
    expect(fake.requests).toEqual([]);
  });
});
