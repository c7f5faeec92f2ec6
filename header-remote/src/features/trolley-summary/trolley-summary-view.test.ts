import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatTrolleyCount } from '@grocer/shared-contracts/domain';
import { trolleySummaryName } from './trolley-summary-view.ts';

describe('trolleySummaryName', () => {
  it('reads "<count> Total <cost>, Trolley, <count> item(s)" for a loaded trolley', () => {
    expect(trolleySummaryName({ status: 'loaded', count: '3', cost: '£12.50', updating: false })).toBe(
      '3 Total £12.50, Trolley, 3 items',
    );
    expect(trolleySummaryName({ status: 'loaded', count: '1', cost: '45p', updating: true })).toBe(
      '1 Total 45p, Trolley, 1 item',
    );
  });

  it('starts with the visible count, "Total" and cost word for word, whatever the trolley', () => {
    fc.assert(
      fc.property(fc.nat(500), fc.double({ min: 0, max: 1e7, noNaN: true }), fc.boolean(), (count, total, updating) => {
        const shown = { count: formatTrolleyCount(count), cost: formatMoney(total) };
        const name = trolleySummaryName({ status: 'loaded', ...shown, updating });
        expect(name).toBe(
          `${shown.count} Total ${shown.cost}, Trolley, ${shown.count} ${shown.count === '1' ? 'item' : 'items'}`,
        );
        expect(name.startsWith(`${shown.count} Total ${shown.cost}`)).toBe(true);
      }),
    );
  });

  it.each([
    ['loading', 'Total, Trolley, loading'],
    ['error', 'Trolley'],
    ['signed-out', 'Trolley'],
  ] as const)('reads "%s" as "%s"', (status, name) => {
    expect(trolleySummaryName({ status })).toBe(name);
  });
});
