import fc from 'fast-check';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dispatchHostEvent,
  parseHeaderProps,
  type HeaderInitialState,
  type OnHeaderEvent,
} from '@grocer/shared-contracts';
import { fakeShoppingServices } from '../shopping/testing/fake-shopping-services.ts';
import {
  sampleReservation,
  sampleSignedInServerState,
  sampleTrolleyResult,
} from '../shopping/testing/shopping-fixtures.ts';
import { scriptNeededAtLoad, startPageLoadDuties, type Browser } from './page-load-duties.ts';

const DESKTOP: Browser = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
  cookies: '',
};
const ANDROID: Browser = {
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile',
  cookies: '',
};

const GUEST: HeaderInitialState = {
  auth: { status: 'signed-out', hasTokenSession: false },
  seasonalMenu: null,
  complete: true,
};

const signedIn = ({ amending = false } = {}): HeaderInitialState => ({
  ...sampleSignedInServerState({ amending }),
  seasonalMenu: null,
});

const props = (features: { sitePinBar?: boolean } = {}) => parseHeaderProps({ features }).props;

describe('whether a server-rendered header can wait for the shopper before its script loads', () => {
  it('waits when the server knew everything and nothing on the page moves by itself', () => {
    expect(scriptNeededAtLoad(GUEST, props())).toBeNull();
    expect(scriptNeededAtLoad(signedIn(), props({ sitePinBar: true }))).toBeNull();
    // Amending, but the amend bar is off for this page: nothing counts down.
    expect(scriptNeededAtLoad(signedIn({ amending: true }), props())).toBeNull();
  });

  it('does not wait for what the server could not load in time', () => {
    expect(scriptNeededAtLoad({ ...GUEST, auth: { status: 'unknown', hasTokenSession: true } }, props())).toBe(
      "the server did not load the shopper's state in time",
    );
    expect(scriptNeededAtLoad({ ...signedIn(), slot: undefined }, props())).toBe(
      "the server did not load the shopper's state in time",
    );
    expect(scriptNeededAtLoad({ ...GUEST, seasonalMenu: undefined }, props())).toBe(
      "the seasonal menu's content is still to load",
    );
  });

  it('does not wait when the amend bar counts down', () => {
    expect(scriptNeededAtLoad(signedIn({ amending: true }), props({ sitePinBar: true }))).toBe(
      'the amend bar counts down',
    );
  });

  it('never waits on a state the server did not complete, whatever else holds', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (tokenSession, pinBar) => {
        const unknown: HeaderInitialState = {
          ...GUEST,
          auth: { status: 'unknown', hasTokenSession: true },
          complete: tokenSession,
        };
        expect(scriptNeededAtLoad(unknown, props({ sitePinBar: pinBar }))).not.toBeNull();
      }),
    );
  });
});

describe("a server-rendered header's page-load duties", () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    document.body.innerHTML = '';
    for (const name of ['customerId', 'branchId', 'cookie_consent', 'app-banner-dismissed'])
      document.cookie = `${name}=; Path=/; Max-Age=0`;
    vi.unstubAllGlobals();
  });

  function start(state: HeaderInitialState, browser = DESKTOP, features = {}) {
    document.body.innerHTML =
      '<div id="slot"><div data-header-root="" data-scrolled="false"><header></header></div></div>';
    const element = document.getElementById('slot');
    if (!element) throw new Error('no slot');
    const onEvent = vi.fn<OnHeaderEvent>();
    const wake = vi.fn();
    const duties = startPageLoadDuties(
      element,
      { services: { api: 'http://api.test' }, features, onEvent },
      state,
      wake,
      browser,
    );
    stops.push(duties.stop);
    return { duties, onEvent, wake };
  }

  it("announce the header and settle the session's cookies for the live header, then report the trolley's lines", async () => {
    document.cookie = 'cookie_consent=accepted; Path=/';
    const services = fakeShoppingServices({
      trolley: { getTrolley: sampleTrolleyResult({ count: 2 }), getOrder: null },
    });
    vi.stubGlobal('fetch', services.fetch);
    const { duties, onEvent } = start(signedIn());
    expect(duties.scriptNeeded).toBeNull();
    expect(onEvent.mock.calls.map(([name]) => name)).toEqual(['header_ready']);
    expect(document.cookie).toContain('customerId=C-1101');
    expect(document.cookie).toContain(`branchId=${sampleReservation().branchId}`);
    // The page carries the trolley's summary, not its lines (decision 029): they are asked for, with a token the
    // cookie gets, and then reported.
    await waitFor(() => expect(onEvent).toHaveBeenCalledWith('personalisation', expect.anything()));
    expect(onEvent.mock.calls.find(([name]) => name === 'personalisation')?.[1]).toMatchObject({
      cartRows: [{ productId: 'P-0' }, { productId: 'P-1' }],
      customVariables: { customerId: 'C-1101', branchId: sampleReservation().branchId },
    });
    expect(services.requests).toEqual(['POST /v1/auth/token', 'POST /graph/live?tag=getTrolley']);
  });

  it('ask for no lines without the consent the report needs', async () => {
    document.cookie = 'cookie_consent=custom; Path=/';
    const services = fakeShoppingServices();
    vi.stubGlobal('fetch', services.fetch);
    const { onEvent } = start(signedIn());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onEvent.mock.calls.map(([name]) => name)).toEqual(['header_ready']);
    expect(services.requests).toEqual([]);
  });

  it('do nothing but say why when the script must come with the page: the live header does it all', () => {
    const { duties, onEvent, wake } = start(signedIn({ amending: true }), DESKTOP, { sitePinBar: true });
    expect(duties.scriptNeeded).toBe('the amend bar counts down');
    expect(onEvent).not.toHaveBeenCalled();
    expect(duties.handOver()).toBeUndefined();
    dispatchHostEvent('started_trolley_update', {});
    expect(wake).not.toHaveBeenCalled();
  });

  it('show the app banner on arrival in a root of their own, and tell the live header so', async () => {
    const { duties } = start(GUEST, ANDROID);
    expect(duties.scriptNeeded).toBeNull();
    const banner = await screen.findByRole('region', { name: 'Get the Fernleaf app' });
    expect(banner.closest('[data-header-app-banner]')?.parentElement).toBe(document.body);
    expect(duties.handOver()?.appBannerShown).toBe(true);

    fireEvent.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(document.querySelector('[data-header-app-banner]')).toBeNull());
    expect(document.cookie).toContain('app-banner-dismissed=true');
  });

  it('show no app banner where the rule says none, and tell the live header so', () => {
    const { duties } = start(GUEST, { ...ANDROID, cookies: 'app-banner-dismissed=true' });
    expect(document.querySelector('[data-header-app-banner]')).toBeNull();
    expect(duties.handOver()?.appBannerShown).toBe(false);
  });

  it("keep the page's trolley events for the live header, in order, waking it at each, until it takes them", () => {
    const { duties, wake } = start(GUEST);
    dispatchHostEvent('started_trolley_update', {});
    dispatchHostEvent('finished_trolley_update', {});
    expect(wake).toHaveBeenCalledTimes(2);

    const handover = duties.handOver();
    // Between the handover and the live header listening, nothing is lost.
    dispatchHostEvent('started_trolley_update', {});
    const taken = handover?.takeHostEvents();
    expect(taken?.map((event) => event.type)).toEqual([
      'started_trolley_update',
      'finished_trolley_update',
      'started_trolley_update',
    ]);
    // Once taken, the live header listens itself: the duties keep and wake no more.
    dispatchHostEvent('finished_trolley_update', {});
    expect(handover?.takeHostEvents()).toEqual([]);
    expect(wake).toHaveBeenCalledTimes(3);
  });
});
