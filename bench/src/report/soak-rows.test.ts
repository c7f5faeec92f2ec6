import { describe, expect, it } from 'vitest';
import { soakRows } from './rows.ts';

describe('the soak’s rows', () => {
  it('say each process’s memory at the start, half-way and the end, the host’s heap in its snapshots, and what grew most', () => {
    const heap = (heapMiB: number, objects: number, rssMiB: number, name: string) => ({
      heapMiB,
      objects,
      rssMiB,
      snapshot: `bench/results/soak-1/host-${name}.heapsnapshot`,
    });
    const rows = soakRows({
      minutes: 60,
      kinds: [
        {
          key: 'guestPage',
          name: '/ecom as a guest',
          capacity: 400,
          rate: 50,
          requests: 180_000,
          errors: 0,
          p50Ms: 12,
          p99Ms: 40,
          p99StartMs: 38,
          p99EndMs: 57,
          incomplete: 0,
        },
      ],
      memory: [
        { atSeconds: 0, rssMiB: { host: 250 } },
        { atSeconds: 1800, rssMiB: { host: 500 } },
        { atSeconds: 3600, rssMiB: { host: 520 } },
      ],
      hostHeap: {
        start: heap(40, 300_000, 250, 'start'),
        end: heap(50, 320_000, 260, 'end'),
        grew: [{ name: 'Timeout', count: 2000, bytes: 2048 * 1024 }],
      },
    });
    expect(rows.map((row) => [row.value, row.comparedWith, row.ratio])).toEqual([
      [
        '180000 requests, 0 errors, p99 40 ms, 0 incomplete headers',
        '50 req/s of 400 alone · p50 12 ms · p99 first tenth 38 ms, last 57 ms',
        'p99 last/first 1.50×',
      ],
      ['250 → 520 MiB (520 MiB)', '3 samples · half-way 500 MiB', '2.08× · end/half-way 1.04×'],
      ['40 MiB → 50 MiB · 300000 → 320000 objects', 'resident 250 MiB → 260 MiB (render workers included)', '1.25×'],
      ['Timeout +2048.0 KB (+2000)', 'by constructor', ''],
    ]);
  });
});
