/** Test support for the host pages: each test opens a page, routed as the shell routes it, over services faked at fetch. */
import { render } from '@testing-library/react';
import { fakeServicesPerTest } from '../../../api/testing/fake-services-per-test.ts';
import type { FakeHandler } from '../../../api/testing/fake-services.ts';
import { Page } from '../../page.tsx';

/** Where the tests' pages send their calls (answered by the handlers, never the network). */
export const TEST_SERVICES_URL = 'http://services.test';

/**
 * Sets up a test file whose tests each open a host page, as
 * `fakeServicesPerTest` does (with `now`, the time the tests run at).
 * Returns `openPage`: the handlers served at fetch, then the page at `url`
 * (its path and query) rendered; it gives the render's result and the fake services.
 */
export function openPagePerTest(options: { readonly now?: Date } = {}) {
  const serve = fakeServicesPerTest(options);
  return function openPage(url: string, handlers: Record<string, FakeHandler> = {}) {
    const services = serve(handlers);
    const { pathname, search } = new URL(url, 'http://host.test');
    return { ...render(<Page location={{ pathname, search }} servicesUrl={TEST_SERVICES_URL} />), services };
  };
}
