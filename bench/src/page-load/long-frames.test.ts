import { describe, expect, it } from 'vitest';
import { repeated } from '../report/stats.ts';
import { longFrameRows } from '../report/rows.ts';
import { readFrames } from './long-frames.ts';

const REMOTE = 'http://localhost:3301';

describe("a load's long frames", () => {
  it('adds up the blocking time, and that of the frames in which work of the remote ran or was invoked', () => {
    const host = (invoker: string) => ({ sourceUrl: 'http://localhost:3300/main.js', invoker, durationMs: 60 });
    const frames = [
      { blockingMs: 70, scripts: [host('classic-script:http://localhost:3300/main.js')] },
      {
        blockingMs: 30,
        scripts: [
          { sourceUrl: `${REMOTE}/__federation_expose_mount.js`, invoker: 'TimerHandler:setTimeout', durationMs: 8 },
        ],
      },
      // The page's federation runtime, when the remote's entry has loaded: the header's work, in the host's code.
      { blockingMs: 9, scripts: [host(`event-listener:SCRIPT[src="${REMOTE}/remoteEntry.js"].onload`)] },
      // Another port of the same host is another origin.
      { blockingMs: 5, scripts: [host('event-listener:SCRIPT[src="http://localhost:33010/x.js"].onload')] },
    ];
    expect(readFrames(frames, REMOTE)).toEqual({ blockingMs: 114, originMs: 39 });
    expect(readFrames([], REMOTE)).toEqual({ blockingMs: 0, originMs: 0 });
  });

  it("reports both pages' blocking and the remote's share, with how many loads it showed in", () => {
    const rows = longFrameRows({
      cpuThrottling: 4,
      blockingMs: { federated: repeated([300, 250, 320]), fallback: repeated([280, 240, 300]) },
      headerBlockingMs: repeated([0, 6, 0]),
    });
    expect(rows.map((row) => [row.value, row.comparedWith, row.ratio])).toEqual([
      ['a 300 ms', 'b 280 ms', 'a/b 1.07×'],
      ['0.00 ms', 'in 1 of 3 loads · most 6.00 ms', ''],
    ]);
  });
});
