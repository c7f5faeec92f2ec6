import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseHeaderProps } from '@grocer/shared-contracts/domain';
import type { HeaderConfig } from '../../../lib/header-config.tsx';
import { createLogger } from '../../../lib/logger.ts';
import { sessionCheckedAtom, SIGNED_OUT, type AuthState } from '../../../shopping/auth-state.ts';
import { SIGNED_IN } from '../../../shopping/testing/shopping-store.ts';
import { fakeShoppingServices } from '../../../shopping/testing/fake-shopping-services.ts';
import { deliveryPassStatusAtom, deliveryPassStatusLoadedAtom } from '../../../shopping/delivery-pass-state.ts';
import { loadDeliveryPass } from './load-delivery-pass.ts';

afterEach(() => vi.unstubAllGlobals());

function setup(auth: AuthState, answer: unknown) {
  const fake = fakeShoppingServices({
    other: (request) => (new URL(request.url).pathname === '/v1/pass/status' ? answer : undefined),
  });
  vi.stubGlobal('fetch', fake.fetch);
  const store = createStore();
  store.set(sessionCheckedAtom, auth);
  const sink = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const config: HeaderConfig = {
    props: parseHeaderProps({ services: { api: 'http://api.test' } }).props,
    logger: createLogger(true, sink),
    emit: vi.fn(),
  };
  return { fake, store, sink, config };
}

describe('loadDeliveryPass', () => {
  it('replaces UNKNOWN with the returned status', async () => {
    const { store, config } = setup(SIGNED_IN, { data: { status: 'AVAILABLE' } });
    expect(store.get(deliveryPassStatusAtom)).toBe('UNKNOWN');
    await loadDeliveryPass(store, config, new AbortController().signal);
    expect(store.get(deliveryPassStatusAtom)).toBe('AVAILABLE');
  });

  it('is UNKNOWN for a status it does not know, and logs the unexpected answer', async () => {
    const { store, config, sink } = setup(SIGNED_IN, { data: { status: 'LAPSED' } });
    store.set(deliveryPassStatusLoadedAtom, { status: 'ACTIVE', customerId: 'C-1101' });
    await loadDeliveryPass(store, config, new AbortController().signal);
    expect(store.get(deliveryPassStatusAtom)).toBe('UNKNOWN');
    expect(sink.error).toHaveBeenCalledWith('[header] Error loading delivery pass status', expect.any(Object));
  });

  it('asks nothing for a signed-out shopper', async () => {
    const { store, config, fake } = setup(SIGNED_OUT, { data: { status: 'ACTIVE' } });
    await loadDeliveryPass(store, config, new AbortController().signal);
    expect(fake.requests).toEqual([]);
    expect(store.get(deliveryPassStatusAtom)).toBe('UNKNOWN');
  });

  it('keeps quiet and changes nothing when it was aborted (another shopper, unmount)', async () => {
    const { store, config, sink } = setup(SIGNED_IN, { data: { status: 'ACTIVE' } });
    const controller = new AbortController();
    const loading = loadDeliveryPass(store, config, controller.signal);
    controller.abort();
    await loading;
    expect(store.get(deliveryPassStatusAtom)).toBe('UNKNOWN');
    expect(sink.error).not.toHaveBeenCalled();
  });
});
