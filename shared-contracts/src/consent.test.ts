import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONSENT_PURPOSES, EVENT_CONSENT, NO_CONSENT, consentFromCookies, mayEmit } from './consent.ts';
import { HeaderEventSchemas, type HeaderEventName } from './events.ts';

const unset = { overall: undefined, functional: undefined, analytics: undefined, advertising: undefined };

describe('consentFromCookies', () => {
  it('grants nothing when no choice is recorded, whatever stray flags say', () => {
    expect(consentFromCookies(unset)).toEqual(NO_CONSENT);
    expect(
      consentFromCookies({ overall: undefined, functional: 'true', analytics: 'true', advertising: 'true' }),
    ).toEqual(NO_CONSENT);
  });

  it('grants every purpose when accepted and none when rejected', () => {
    expect(consentFromCookies({ ...unset, overall: 'accepted' })).toEqual({
      choice: 'accepted',
      functional: true,
      analytics: true,
      advertising: true,
    });
    expect(
      consentFromCookies({ overall: 'rejected', functional: 'true', analytics: 'true', advertising: 'true' }),
    ).toEqual({ ...NO_CONSENT, choice: 'rejected' });
  });

  it('grants, for a custom choice, exactly the purposes whose flag is "true"', () => {
    expect(
      consentFromCookies({ overall: 'custom', functional: 'true', analytics: 'false', advertising: 'true' }),
    ).toEqual({
      choice: 'custom',
      functional: true,
      analytics: false,
      advertising: true,
    });
  });

  it('reads unreadable values as no consent', () => {
    expect(consentFromCookies({ ...unset, overall: 'ACCEPTED' })).toEqual(NO_CONSENT);
    expect(consentFromCookies({ overall: 'custom', functional: '1', analytics: 'TRUE', advertising: 'yes' })).toEqual({
      ...NO_CONSENT,
      choice: 'custom',
    });
  });

  it('never grants a purpose without an accepted choice or its own exact "true" flag (property)', () => {
    const text = fc.option(fc.oneof(fc.string(), fc.constantFrom('true', 'false', 'accepted', 'rejected', 'custom')), {
      nil: undefined,
    });
    fc.assert(
      fc.property(fc.record({ overall: text, functional: text, analytics: text, advertising: text }), (values) => {
        const consent = consentFromCookies(values);
        for (const purpose of CONSENT_PURPOSES) {
          const granted = values.overall === 'accepted' || (values.overall === 'custom' && values[purpose] === 'true');
          expect(consent[purpose]).toBe(granted);
        }
      }),
    );
  });
});

describe('EVENT_CONSENT', () => {
  it('decides for every header event', () => {
    expect(Object.keys(EVENT_CONSENT).sort()).toEqual(Object.keys(HeaderEventSchemas).sort());
  });

  it('holds analytics, vitals and personalisation back without their consent, and never the others', () => {
    const all = Object.keys(HeaderEventSchemas) as HeaderEventName[];
    expect(all.filter((name) => !mayEmit(name, NO_CONSENT)).sort()).toEqual(['analytics', 'personalisation', 'vitals']);
    expect(mayEmit('analytics', { ...NO_CONSENT, analytics: true })).toBe(true);
    expect(mayEmit('vitals', { ...NO_CONSENT, analytics: true })).toBe(true);
    expect(mayEmit('vitals', { ...NO_CONSENT, advertising: true, functional: true })).toBe(false);
    expect(mayEmit('personalisation', { ...NO_CONSENT, analytics: true })).toBe(false);
    expect(mayEmit('personalisation', { ...NO_CONSENT, advertising: true })).toBe(true);
  });
});
