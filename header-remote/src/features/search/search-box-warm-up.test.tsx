import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionCheckedAtom } from '../../shopping/auth-state.ts';
import { fakeShoppingServices } from '../../shopping/testing/fake-shopping-services.ts';
import { sampleTokenSession } from '../../shopping/testing/shopping-fixtures.ts';
import { SIGNED_IN, SIGNED_OUT } from '../../shopping/testing/shopping-store.ts';
import { HeaderRoot } from '../../testing/header-under-test.tsx';
import { SearchBox } from './search-box.tsx';
import { API } from './testing/render-search.tsx';

let idle: (() => void)[];
const pageGoesIdle = () =>
  act(async () => {
    for (const callback of idle.splice(0)) callback();
    await import('./search-assist-module.ts');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

beforeEach(async () => {
  // The warm-up waits for the page's load event first.
  if (document.readyState !== 'complete') {
    await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  }
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => {});
  // jsdom lays nothing out: the box is on screen.
  Element.prototype.checkVisibility = () => true;
});
afterEach(() => {
  cleanup(); // Before the globals go: the header's effects cancel their idle callbacks as it unmounts.
  vi.unstubAllGlobals();
  delete (Element.prototype as Partial<Element>).checkVisibility;
});

/** The box of a header the server rendered: it knows who is signed in, not their token (decision 029). */
function renderBox(auth: typeof SIGNED_IN) {
  const services = fakeShoppingServices({ other: () => ({ terms: ['milk', 'milk chocolate'] }) });
  vi.stubGlobal('fetch', services.fetch);
  const store = createStore();
  store.set(sessionCheckedAtom, auth);
  render(
    <HeaderRoot input={{ services: { api: API } }} store={store}>
      <SearchBox landmark />
    </HeaderRoot>,
  );
  return services;
}

describe('the search box, before its first focus', () => {
  it("has a signed-in shopper's token in hand once the page is idle, so the first suggestion waits for no token", async () => {
    const services = renderBox({ ...SIGNED_IN, token: null });
    expect(services.requests).toEqual([]);

    await pageGoesIdle();
    await vi.waitFor(() => expect(services.requests).toEqual(['POST /v1/auth/token']));

    await userEvent.type(screen.getByRole('combobox', { name: 'Search groceries' }), 'mil');
    await screen.findByRole('option', { name: 'milk chocolate' });
    expect(services.requests).toEqual(['POST /v1/auth/token', 'GET /term-suggest']);
    expect(services.sent.at(-1)?.headers.get('authorization')).toBe(`Bearer ${sampleTokenSession().token}`);
  });

  it("asks for no token for a guest's box", async () => {
    const services = renderBox(SIGNED_OUT);
    await pageGoesIdle();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(services.requests).toEqual([]);
  });
});
