import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { VitalsBatch } from '@grocer/shared-contracts';
import { createVitalsQueue, MAX_EVENTS_PER_PAGE } from './vitals-queue.ts';

const CONTEXT = { host: 'shell-host', pageType: 'home', release: 'r1', contractVersion: '1.8.0' };

function queueWith(allowed: () => boolean) {
  const sent: VitalsBatch[] = [];
  const given: VitalsBatch[] = [];
  const queue = createVitalsQueue(() => CONTEXT, {
    allowed,
    send: (body) => sent.push(JSON.parse(body) as VitalsBatch),
    give: (batch) => given.push(batch),
  });
  return { queue, sent, given };
}

describe('createVitalsQueue', () => {
  it('sends what is pending as the page hides, and gives the page the same batch', () => {
    const { queue, sent, given } = queueWith(() => true);
    queue.measure('v1-lcp', { metric: 'LCP', value: 900, fromHeader: false });
    queue.measure('v1-lcp', { metric: 'LCP', value: 1400, fromHeader: true });
    queue.count({ kind: 'fallback', component: 'header' });
    queue.flush();
    expect(sent).toEqual([
      {
        ...CONTEXT,
        vitals: [{ metric: 'LCP', value: 1400, fromHeader: true }],
        events: [{ kind: 'fallback', component: 'header' }],
      },
    ]);
    expect(given).toEqual(sent);
    queue.flush();
    expect(sent).toHaveLength(1);
  });

  it('sends nothing without consent, and does not keep it for later', () => {
    const allowed = vi.fn(() => false);
    const { queue, sent, given } = queueWith(allowed);
    queue.measure('v1-lcp', { metric: 'LCP', value: 900, fromHeader: false });
    queue.count({ kind: 'render_error', component: 'header', message: 'Error' });
    queue.flush();
    allowed.mockReturnValue(true);
    queue.flush();
    expect(sent).toEqual([]);
    expect(given).toEqual([]);
  });

  it('sends each measurement at most once, and every failure counted, up to the cap (property)', () => {
    const step = fc.oneof(
      fc.record({ measure: fc.constantFrom('a', 'b', 'c'), value: fc.nat(60_000) }),
      fc.record({ count: fc.constantFrom('render_error', 'fallback', 'remote_load_failure' as const) }),
      fc.constant('flush' as const),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 200 }), (steps) => {
        const { queue, sent } = queueWith(() => true);
        let counted = 0;
        let sinceFlush = 0;
        for (const s of steps) {
          if (s === 'flush') {
            queue.flush();
            sinceFlush = 0;
          } else if ('measure' in s) {
            queue.measure(s.measure, { metric: 'LCP', value: s.value, fromHeader: false });
          } else {
            queue.count({ kind: s.count });
            if (sinceFlush < MAX_EVENTS_PER_PAGE) counted += 1;
            sinceFlush += 1;
          }
        }
        queue.flush();
        const vitals = sent.flatMap((batch) => batch.vitals);
        expect(vitals.length).toBeLessThanOrEqual(3);
        expect(sent.flatMap((batch) => batch.events)).toHaveLength(counted);
      }),
    );
  });
});
