import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_VITALS_BATCH_BYTES,
  MAX_VITAL_EVENTS_PER_BATCH,
  VITAL_EVENTS,
  VITAL_METRICS,
  VitalsBatchSchema,
} from '@grocer/shared-contracts/domain';
import {
  BOUNDARY_CODES,
  batchesOf,
  controlName,
  eventsFromHeaderError,
  isInHeader,
  nameWords,
  scrubMessage,
  type Vital,
  type VitalEvent,
  type VitalsContext,
} from './vitals-rules.ts';

const CONTEXT: VitalsContext = { host: 'shell-host', pageType: 'home', release: 'r1', contractVersion: '1.8.0' };

function page(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body;
}

describe('isInHeader and controlName', () => {
  it('names a header control by its role and its first plain words, never an amount, date or count', () => {
    page(`
      <div data-header-root>
        <button id="account">My account</button>
        <a id="trolley" href="/ecom/shop/trolley">Trolley £23.50 (3 items)</a>
        <label for="search">Search groceries</label><input id="search" type="search" value="jane's eggs">
        <button id="slot" aria-label="Slot 12 Dec, 10:00"><span id="inner">12 Dec</span></button>
        <div id="plain">text</div>
      </div>
      <main><button id="page">Add to trolley</button></main>`);
    const name = (id: string) => controlName(document.getElementById(id));
    expect(name('account')).toBe('button:my-account');
    expect(name('trolley')).toBe('link:trolley');
    expect(name('search')).toBe('searchbox:search-groceries');
    expect(name('slot')).toBe('button:slot');
    expect(controlName(document.getElementById('inner')?.firstChild)).toBe('button:slot');
    expect(name('plain')).toBe('header');
    expect(isInHeader(document.getElementById('plain'))).toBe(true);
    expect(isInHeader(document.getElementById('page'))).toBe(false);
    expect(isInHeader(null)).toBe(false);
  });

  it('gives only letters, hyphens and a colon, at most 64, whatever the text (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const words = nameWords(text);
        expect(words).toMatch(/^(?:[a-z]+(?:-[a-z]+){0,2})?$/);
        expect(words).not.toMatch(/\d/);
        const button = document.createElement('button');
        button.textContent = text;
        page('<div data-header-root></div>').firstElementChild?.append(button);
        const name = controlName(button);
        expect(name.length).toBeLessThanOrEqual(64);
        expect(name).toMatch(/^[\w.:-]+$/);
      }),
    );
  });
});

describe('scrubMessage', () => {
  it('keeps what broke and drops whose data it broke on', () => {
    expect(scrubMessage("TypeError: Cannot read properties of undefined (reading 'slotType')")).toBe(
      'TypeError: Cannot read properties of undefined (reading <text>)',
    );
    expect(scrubMessage('No order 1234567 for jane@example.com at https://shop.example/ecom?id=9')).toBe(
      'No order <n> for <email> at <url>',
    );
  });

  it('never lets a digit, an @ or a URL out, and cuts at 200 (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 500 }), fc.emailAddress(), fc.webUrl(), fc.nat(), (text, email, url, n) => {
        const scrubbed = scrubMessage(`${text} ${email} ${url} ${n} ${text}`);
        expect(scrubbed.length).toBeLessThanOrEqual(200);
        expect(scrubbed).not.toMatch(/[\d@]/);
        expect(scrubbed).not.toContain('://');
      }),
    );
  });
});

describe('eventsFromHeaderError', () => {
  it('counts the root boundary as a render error and a fallback header', () => {
    expect(eventsFromHeaderError('render_failed', 'Error: boom 42')).toEqual([
      { kind: 'render_error', component: 'header', message: 'Error: boom <n>' },
      { kind: 'fallback', component: 'header' },
    ]);
  });

  it('counts a piece whose code did not arrive as a remote load failure, with no message', () => {
    expect(
      eventsFromHeaderError('mega_menu_failed', 'ChunkLoadError: Loading chunk 512 failed. (error: http://x/512.js)'),
    ).toEqual([{ kind: 'remote_load_failure', component: 'mega-menu' }]);
    expect(eventsFromHeaderError('multi_search_failed', 'Error: boom')).toEqual([
      { kind: 'render_error', component: 'multi-search', message: 'Error: boom' },
    ]);
  });

  it('counts nothing for the errors no boundary caught', () => {
    for (const code of [
      'sign_out_failed',
      'invalid_props',
      'instant_checkout_failed',
      'hydration_mismatch',
      'toString',
    ])
      expect(eventsFromHeaderError(code, 'Error')).toEqual([]);
  });

  it('gives what the contract takes, whatever the message (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(BOUNDARY_CODES)), fc.string({ maxLength: 2000 }), (code, message) => {
        const events = eventsFromHeaderError(code, message);
        expect(events.length).toBeGreaterThan(0);
        expect(VitalsBatchSchema.safeParse({ ...CONTEXT, vitals: [], events }).success).toBe(true);
      }),
    );
  });
});

const vital: fc.Arbitrary<Vital> = fc.record(
  {
    metric: fc.constantFrom(...VITAL_METRICS),
    value: fc.double({ min: 0, max: 60_000, noNaN: true }),
    fromHeader: fc.boolean(),
    control: fc.stringMatching(/^[a-z]{1,20}:[a-z-]{1,40}$/),
  },
  { requiredKeys: ['metric', 'value', 'fromHeader'] },
);
const event: fc.Arbitrary<VitalEvent> = fc.record(
  {
    kind: fc.constantFrom(...VITAL_EVENTS),
    component: fc.stringMatching(/^[a-z-]{1,64}$/),
    message: fc.string({ maxLength: 200, unit: 'binary' }),
  },
  { requiredKeys: ['kind'] },
);

describe('batchesOf', () => {
  it('keeps every entry, in order, in batches the services take (property)', () => {
    fc.assert(
      fc.property(fc.array(vital, { maxLength: 180 }), fc.array(event, { maxLength: 180 }), (vitals, events) => {
        const batches = batchesOf(CONTEXT, vitals, events);
        for (const batch of batches) {
          expect(new TextEncoder().encode(JSON.stringify(batch)).length).toBeLessThanOrEqual(MAX_VITALS_BATCH_BYTES);
          expect(new Set(batch.vitals.map((entry) => entry.metric)).size).toBe(batch.vitals.length);
          expect(batch.events.length).toBeLessThanOrEqual(MAX_VITAL_EVENTS_PER_BATCH);
          expect(batch.vitals.length + batch.events.length).toBeGreaterThan(0);
          expect(VitalsBatchSchema.safeParse(batch).success).toBe(true);
        }
        expect(batches.flatMap((batch) => batch.vitals)).toEqual(vitals);
        expect(batches.flatMap((batch) => batch.events)).toEqual(events);
      }),
      { numRuns: 60 },
    );
  });

  it('sends nothing when there is nothing', () => {
    expect(batchesOf(CONTEXT, [], [])).toEqual([]);
  });
});
