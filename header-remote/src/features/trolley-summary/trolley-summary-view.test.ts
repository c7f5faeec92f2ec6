import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatTrolleyCount } from '@grocer/shared-contracts';
import { trolleySummaryName } from './trolley-summary-view.ts';

describe('trolleySummaryName', () => {
  it('reads "Trolley, <count> item(s), Total <cost>" for a loaded trolley', () => {
    expect(trolleySummaryName({ status: 'loaded', count: '3', cost: '£12.50', updating: false })).toBe(
      'Trolley, 3 items, Total £12.50',
    );
    expect(trolleySummaryName({ status: 'loaded', count: '1', cost: '45p', updating: true })).toBe(
      'Trolley, 1 item, Total 45p',
    );
  });

  it('holds the visible count and "Total <cost>" word for word, whatever the trolley', () => {
    fc.assert(
      fc.property(fc.nat(500), fc.double({ min: 0, max: 1e7, noNaN: true }), fc.boolean(), (count, total, updating) => {
        const shown = { count: formatTrolleyCount(count), cost: formatMoney(total) };
        const name = trolleySummaryName({ status: 'loaded', ...shown, updating });
        expect(name).toBe(`Trolley, ${shown.count} ${shown.count === '1' ? 'item' : 'items'}, Total ${shown.cost}`);
        expect(name).toContain(`Total ${shown.cost}`);
      }),
    );
  });

  it.each([
    ['loading', 'Trolley, loading'],
    ['error', 'Trolley'],
    ['signed-out', 'Trolley'],
  ] as const)('reads "%s" as "%s"', (status, name) => {
    expect(trolleySummaryName({ status })).toBe(name);
  });
});
