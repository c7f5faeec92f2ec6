import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTRACT_VERSION, type OnHeaderEvent, type VitalsBatch } from '@grocer/shared-contracts';
import { HeaderRoot } from '../../testing/header-under-test.tsx';

function Broken(): never {
  throw new Error('feature crashed on order 12345');
}

const sendBeacon = vi.fn((_url: string | URL, _body?: BodyInit | null) => true);

function setConsent(value: string | undefined) {
  document.cookie = 'cookie_consent=; Path=/; Max-Age=0';
  if (value) document.cookie = `cookie_consent=${value}; Path=/`;
}

const beacons = () =>
  sendBeacon.mock.calls.map(([url, body]) => ({ url: String(url), batch: JSON.parse(String(body)) as VitalsBatch }));

/** The page is hidden: what the header does as a shopper leaves or switches tabs. */
const hidePage = () => act(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));

beforeEach(() => {
  sendBeacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  setConsent(undefined);
  vi.restoreAllMocks();
});

describe('the header’s vitals', () => {
  it('with analytics consent, beacons its hydration and a caught render error to the services as the page hides, and gives the page the same batch', () => {
    setConsent('accepted');
    const onEvent = vi.fn<OnHeaderEvent>();
    render(
      <HeaderRoot
        input={{ onEvent, services: { api: 'https://services.example/api' }, vitals: { pageType: 'browse' } }}
      >
        <Broken />
      </HeaderRoot>,
    );
    expect(screen.getByRole('link', { name: 'Fernleaf, groceries home' })).toBeInTheDocument();
    hidePage();

    expect(beacons()).toHaveLength(1);
    const [{ url, batch }] = beacons() as [{ url: string; batch: VitalsBatch }];
    expect(url).toBe('https://services.example/api/v1/vitals');
    expect(batch).toMatchObject({
      host: 'localhost',
      pageType: 'browse',
      release: 'development',
      contractVersion: CONTRACT_VERSION,
    });
    expect(batch.vitals).toEqual([{ metric: 'hydration', value: expect.any(Number) as number, fromHeader: true }]);
    expect(batch.events).toEqual([
      { kind: 'render_error', component: 'header', message: 'Error: feature crashed on order <n>' },
      { kind: 'fallback', component: 'header' },
    ]);
    expect(onEvent).toHaveBeenCalledWith('vitals', batch);
    // The page still hears of the error itself, as before.
    expect(onEvent).toHaveBeenCalledWith('header_error', {
      code: 'render_failed',
      message: 'Error: feature crashed on order 12345',
    });
  });

  it('without consent, sends nothing and gives the page nothing', () => {
    setConsent('rejected');
    const onEvent = vi.fn<OnHeaderEvent>();
    render(
      <HeaderRoot input={{ onEvent }}>
        <Broken />
      </HeaderRoot>,
    );
    hidePage();
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(onEvent.mock.calls.map(([name]) => name)).not.toContain('vitals');
  });
});
