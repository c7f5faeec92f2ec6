import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { growth, readSnapshot } from './heap-snapshot.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'bench-heap-snapshot-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A snapshot of a small Node process that keeps `kept` instances of a class of its own. */
function snapshotKeeping(kept: number): string {
  const file = path.join(dir, `kept-${kept}.heapsnapshot`);
  const script = `
    class KeptOrder { constructor(n) { this.n = n; this.lines = [n, n + 1]; } }
    globalThis.kept = Array.from({ length: ${kept} }, (_, n) => new KeptOrder(n));
    require('node:v8').writeHeapSnapshot(${JSON.stringify(file)});`;
  execFileSync(process.execPath, ['-e', script]);
  return file;
}

describe('a heap snapshot read for the soak', () => {
  it('finds the constructor whose objects a process kept, with their count and bytes', () => {
    const start = readSnapshot(snapshotKeeping(10));
    const end = readSnapshot(snapshotKeeping(20_010));
    const kept = growth(start, end, 5).find((group) => group.name === 'KeptOrder');
    expect(kept?.count).toBe(20_000);
    // Each instance holds at least its two fields.
    expect(kept?.bytes).toBeGreaterThanOrEqual(20_000 * 16);
    expect(end.bytes - start.bytes).toBeGreaterThan(kept?.bytes ?? Infinity);
    expect(end.objects).toBeGreaterThan(start.objects + 20_000);
  });
});
