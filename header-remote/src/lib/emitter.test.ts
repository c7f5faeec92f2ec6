import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HeaderEventName } from '@grocer/shared-contracts';
import { HeaderEventSchemas, type ConsentFlags } from '@grocer/shared-contracts/domain';
import { readConsent } from './consent.ts';
import { createEmitter } from './emitter.ts';
import { createLogger } from './logger.ts';

const CONSENT_COOKIE_NAMES = ['cookie_consent', 'consent_functional', 'consent_analytics', 'consent_advertising'];

function setCookies(values: Record<string, string | undefined>) {
  for (const name of CONSENT_COOKIE_NAMES) document.cookie = `${name}=; Path=/; Max-Age=0`;
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined) document.cookie = `${name}=${encodeURIComponent(value)}; Path=/`;
  }
}

afterEach(() => setCookies({}));

/** One sample payload per event, so every combination can be sent. */
const PAYLOADS: { [K in HeaderEventName]: Parameters<ReturnType<typeof createEmitter>>[1] } = {
  header_ready: { contractVersion: '1.0.0', placement: 'home' },
  contract_mismatch: { hostVersion: '1.0.0', remoteVersion: '1.1.0', status: 'compatible' },
  auth_required: { service: 'trolley', status: 401 },
  header_error: { code: 'x', message: 'y' },
  analytics: { name: 'search', data: { searchTerm: 'milk', source: 'typed' } },
  personalisation: {
    cartRows: [{ productId: 'P-1', quantity: 2, unitPrice: 1.5, currency: 'GBP' }],
    customVariables: { branchId: '651', customerId: 'C-1101', slotDate: '2026-03-05', slotType: 'DELIVERY' },
  },
  vitals: {
    host: 'shell-host',
    pageType: 'home',
    release: 'r1',
    contractVersion: '1.8.0',
    vitals: [{ metric: 'LCP', value: 1200, fromHeader: true }],
    events: [],
  },
};
const EVENT_NAMES = Object.keys(HeaderEventSchemas) as HeaderEventName[];
const ALWAYS = ['header_ready', 'contract_mismatch', 'auth_required', 'header_error'];

/** Sends every event once under the current cookies; returns the names that reached the host. */
function delivered(): string[] {
  const onEvent = vi.fn();
  const emit = createEmitter(onEvent, createLogger(false));
  for (const name of EVENT_NAMES) emit(name, PAYLOADS[name] as never);
  return onEvent.mock.calls.map(([name]) => String(name)).sort();
}

describe('createEmitter', () => {
  it('passes events to the host', () => {
    const onEvent = vi.fn();
    createEmitter(onEvent, createLogger(false))('auth_required', { service: 'trolley', status: 401 });
    expect(onEvent).toHaveBeenCalledWith('auth_required', { service: 'trolley', status: 401 });
  });

  it('contains and logs a handler that throws', () => {
    const sink = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const emit = createEmitter(
      () => {
        throw new Error('boom');
      },
      createLogger(true, sink),
    );
    expect(() => emit('header_error', { code: 'x', message: 'y' })).not.toThrow();
    expect(sink.error).toHaveBeenCalledWith(`[header] The host's onEvent handler threw for "header_error"`, {
      error: 'Error: boom',
    });
  });
});

describe('createEmitter and cookie consent', () => {
  it.each([
    ['no choice recorded', {}, []],
    ['all rejected', { cookie_consent: 'rejected', consent_analytics: 'true', consent_advertising: 'true' }, []],
    ['all accepted', { cookie_consent: 'accepted' }, ['analytics', 'personalisation', 'vitals']],
    ['custom: analytics only', { cookie_consent: 'custom', consent_analytics: 'true' }, ['analytics', 'vitals']],
    ['custom: advertising only', { cookie_consent: 'custom', consent_advertising: 'true' }, ['personalisation']],
    [
      'custom: both',
      { cookie_consent: 'custom', consent_analytics: 'true', consent_advertising: 'true' },
      ['analytics', 'personalisation', 'vitals'],
    ],
    [
      'custom: functional only',
      { cookie_consent: 'custom', consent_functional: 'true', consent_analytics: 'false' },
      [],
    ],
    ['unreadable choice', { cookie_consent: 'yes please', consent_analytics: 'true' }, []],
  ])('with %s, sends the always-on events and only the consented ones', (_, cookies, consented) => {
    setCookies(cookies);
    expect(delivered()).toEqual([...ALWAYS, ...consented].sort());
  });

  it('reads consent at emit time: a choice changed without a reload counts at once', () => {
    const onEvent = vi.fn();
    const emit = createEmitter(onEvent, createLogger(false));
    setCookies({ cookie_consent: 'rejected' });
    const search = { name: 'search', data: { searchTerm: 'milk', source: 'typed' } } as const;
    emit('analytics', search);
    expect(onEvent).not.toHaveBeenCalled();
    setCookies({ cookie_consent: 'custom', consent_analytics: 'true' });
    emit('analytics', search);
    expect(onEvent).toHaveBeenCalledWith('analytics', search);
    setCookies({ cookie_consent: 'custom', consent_analytics: 'false' });
    emit('analytics', { name: 'search', data: { searchTerm: 'bread', source: 'typed' } });
    expect(onEvent).toHaveBeenCalledTimes(1);
  });

  it('reads the consent cookies only for an event that needs consent', () => {
    const onEvent = vi.fn();
    const consent = vi.fn(readConsent);
    const emit = createEmitter(onEvent, createLogger(false), consent);
    for (const name of ALWAYS) emit(name as HeaderEventName, PAYLOADS[name as HeaderEventName] as never);
    expect(onEvent).toHaveBeenCalledTimes(ALWAYS.length);
    expect(consent).not.toHaveBeenCalled();
    emit('analytics', PAYLOADS.analytics as never);
    expect(consent).toHaveBeenCalledTimes(1);
  });

  it('logs what it held back', () => {
    const sink = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    setCookies({});
    createEmitter(vi.fn(), createLogger(true, sink))('personalisation', PAYLOADS.personalisation as never);
    expect(sink.info).toHaveBeenCalledWith('[header] Held back "personalisation": no advertising consent');
  });

  it('never lets an analytics, vitals or personalisation event out without its consent (property)', () => {
    const flag = fc.option(fc.oneof(fc.constantFrom('true', 'false'), fc.string()), { nil: undefined });
    const cookies = fc.record({
      cookie_consent: fc.option(fc.oneof(fc.constantFrom('accepted', 'rejected', 'custom'), fc.string()), {
        nil: undefined,
      }),
      consent_functional: flag,
      consent_analytics: flag,
      consent_advertising: flag,
    });
    fc.assert(
      fc.property(cookies, fc.array(fc.constantFrom(...EVENT_NAMES), { maxLength: 12 }), (values, names) => {
        setCookies(values);
        const consent: ConsentFlags = readConsent();
        const onEvent = vi.fn();
        const emit = createEmitter(onEvent, createLogger(false));
        for (const name of names) emit(name, PAYLOADS[name] as never);
        const sent = onEvent.mock.calls.map(([name]) => name as HeaderEventName);
        const analyticsGiven =
          values.cookie_consent === 'accepted' ||
          (values.cookie_consent === 'custom' && values.consent_analytics === 'true');
        const advertisingGiven =
          values.cookie_consent === 'accepted' ||
          (values.cookie_consent === 'custom' && values.consent_advertising === 'true');
        expect(consent.analytics).toBe(analyticsGiven);
        if (!analyticsGiven) expect(sent).not.toContain('analytics');
        if (!analyticsGiven) expect(sent).not.toContain('vitals');
        if (!advertisingGiven) expect(sent).not.toContain('personalisation');
        expect(sent.filter((name) => ALWAYS.includes(name))).toEqual(names.filter((name) => ALWAYS.includes(name)));
      }),
    );
  });
});

describe('createLogger', () => {
  it('is silent unless client logging is on', () => {
    const sink = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    createLogger(false, sink).error('nope');
    expect(sink.error).not.toHaveBeenCalled();
    createLogger(true, sink).warn('Slow suggestions', { ms: 900 });
    expect(sink.warn).toHaveBeenCalledWith('[header] Slow suggestions', { ms: 900 });
  });
});
