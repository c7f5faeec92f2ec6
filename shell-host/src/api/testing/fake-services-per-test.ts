/**
 * Test support for a test file whose tests fake the services at `fetch`.
 * Never imported by the app.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { installFetch } from '../../../../test-support/fake-network.ts';
import { fakeServices, type FakeHandlers } from './fake-services.ts';

/**
 * Sets up what every such file needs: the warnings a page logs for the
 * failures it is shown keep out of the output, and after each test `fetch`,
 * every spy and (with `now`, the time the tests run at) the clock are put back.
 * Returns `serve`, which fakes the services for one test: a new page load.
 */
export function fakeServicesPerTest({ now }: { readonly now?: Date } = {}) {
  const restores: (() => void)[] = [];
  beforeEach(() => {
    if (now) {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(now);
    }
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    if (now) vi.useRealTimers();
    vi.unstubAllGlobals();
    // The last served first, so the page's own fetch is the one left.
    for (const restore of restores.splice(0).reverse()) restore();
    vi.restoreAllMocks();
  });
  return function serve(handlers: FakeHandlers) {
    const services = fakeServices(handlers);
    restores.push(installFetch(services));
    return services;
  };
}
