import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HeaderPropsInput } from './header-props.ts';
import { forgetOutageReport, NO_RELEASE, reportHeaderOutage, type OutagePage } from './header-outage.ts';
import { CONTRACT_VERSION } from './version.ts';
import { VitalsBatch } from './vitals.ts';

const props: HeaderPropsInput = { services: { api: 'http://services.test/api' }, vitals: { host: 'shell-host' } };

function page(cookie: string, pathname = '/ecom/shop/search') {
  const sendBeacon = vi.fn((_url: URL, _body: string) => true);
  const at: OutagePage = {
    cookie: () => cookie,
    pathname,
    hostname: 'www.test',
    href: `http://www.test${pathname}`,
    sendBeacon,
  };
  return { at, sendBeacon };
}

afterEach(() => forgetOutageReport());

describe('a header remote that could not be loaded, counted by the page', () => {
  it('beacons one batch to the services with analytics consent: no release ran, the host and the page type named', () => {
    const { at, sendBeacon } = page('cookie_consent=accepted');

    expect(reportHeaderOutage(props, { fallbackShown: true }, at)).toBe(true);

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] ?? [];
    expect(String(url)).toBe('http://services.test/api/v1/vitals');
    expect(VitalsBatch.parse(JSON.parse(body ?? ''))).toEqual({
      host: 'shell-host',
      pageType: 'search',
      release: NO_RELEASE,
      contractVersion: CONTRACT_VERSION,
      vitals: [],
      events: [{ kind: 'remote_load_failure' }, { kind: 'fallback' }],
    });
  });

  it('counts no fallback where the server’s header stays, and nothing twice on one page', () => {
    const { at, sendBeacon } = page('cookie_consent=accepted');

    reportHeaderOutage(props, { fallbackShown: false }, at);
    expect(reportHeaderOutage(props, { fallbackShown: true }, at)).toBe(false);

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sendBeacon.mock.calls[0]?.[1] ?? '')).toMatchObject({
      events: [{ kind: 'remote_load_failure' }],
    });
  });

  it('sends nothing without analytics consent', () => {
    for (const cookie of ['', 'cookie_consent=rejected']) {
      const { at, sendBeacon } = page(cookie);

      expect(reportHeaderOutage(props, { fallbackShown: true }, at)).toBe(false);
      expect(sendBeacon).not.toHaveBeenCalled();
    }
  });
});
