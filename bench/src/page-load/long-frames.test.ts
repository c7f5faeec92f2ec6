import { describe, expect, it } from 'vitest';
import { repeated } from '../report/stats.ts';
import { longFrameRows } from '../report/rows.ts';
import { readFrames } from './long-frames.ts';

const REMOTE = 'http://localhost:3301';

describe("a load's long frames", () => {
  it("adds up the blocking time, and the time the remote's scripts ran in them, by origin", () => {
    const frames = [
      {
        blockingMs: 70,
        scripts: [
          { sourceUrl: 'http://localhost:3300/main.js', durationMs: 90 },
          { sourceUrl: `${REMOTE}/remoteEntry.js`, durationMs: 12 },
        ],
      },
      { blockingMs: 20, scripts: [{ sourceUrl: `${REMOTE}/__federation_expose_mount.js`, durationMs: 8 }] },
      // Another port of the same host is another origin.
      { blockingMs: 5, scripts: [{ sourceUrl: 'http://localhost:33010/x.js', durationMs: 40 }] },
    ];
    expect(readFrames(frames, REMOTE)).toEqual({ blockingMs: 95, originMs: 20 });
    expect(readFrames([], REMOTE)).toEqual({ blockingMs: 0, originMs: 0 });
  });

  it("reports both pages' blocking and the remote's share, with how many loads it showed in", () => {
    const rows = longFrameRows({
      cpuThrottling: 4,
      blockingMs: { federated: repeated([300, 250, 320]), fallback: repeated([280, 240, 300]) },
      remoteScriptMs: repeated([0, 6, 0]),
      loadsWithRemoteInLongFrames: 1,
    });
    expect(rows.map((row) => [row.value, row.comparedWith, row.ratio])).toEqual([
      ['a 300 ms', 'b 280 ms', 'a/b 1.07×'],
      ['0.00 ms', 'in 1 of 3 loads · most 6.00 ms', ''],
    ]);
  });
});
