import { describe, expect, it } from 'vitest';
import type { LighthouseFigures } from './lighthouse-run.ts';
import { pageLoadGoals, summarise } from './page-load.ts';

const run = (lcpMs: number, tbtMs: number, cls: number): LighthouseFigures => ({
  score: 90,
  lcpMs,
  tbtMs,
  cls,
  totalBytes: 1000,
  warning: undefined,
});
const variant = (...runs: LighthouseFigures[]) => summarise('http://x', runs);

describe('the issue’s page-load goals', () => {
  it('reads LCP a/c, CLS of a and TBT a − b from the medians', () => {
    const goals = pageLoadGoals({
      federated: variant(run(1050, 500, 0), run(1100, 520, 0), run(3000, 900, 0.2)),
      signedIn: variant(run(1050, 500, 0)),
      fallback: variant(run(1000, 480, 0), run(1000, 500, 0), run(1000, 500, 0)),
      static: variant(run(1000, 0, 0), run(1000, 0, 0), run(1000, 0, 0)),
    });
    expect(goals.lcpFederatedOverStatic).toEqual({ value: 1.1, goal: 1.1, met: true });
    expect(goals.clsFederated).toEqual({ value: 0, goal: 0, met: true });
    expect(goals.tbtAddedMs).toEqual({ value: 20, goal: 30, met: true });
  });

  it('reads LCP and CLS of the signed-in page (a′) against the same floor and goals as the guest’s', () => {
    const goals = pageLoadGoals({
      federated: variant(run(1000, 500, 0)),
      signedIn: variant(run(1080, 520, 0), run(1150, 540, 0.002), run(1120, 530, 0.002)),
      fallback: variant(run(1000, 480, 0)),
      static: variant(run(1000, 0, 0)),
    });
    expect(goals.lcpSignedInOverStatic).toEqual({ value: 1.12, goal: 1.1, met: false });
    expect(goals.clsSignedIn).toEqual({ value: 0.002, goal: 0, met: false });
    expect(goals.lcpFederatedOverStatic.met).toBe(true);
  });

  it('reads TBT a − b round by round too, each (a) against the (b) loaded after it', () => {
    const goals = pageLoadGoals({
      federated: variant(run(1000, 500, 0), run(1000, 90, 0), run(1000, 300, 0)),
      signedIn: variant(),
      fallback: variant(run(1000, 480, 0), run(1000, 100, 0)),
      static: variant(run(1000, 0, 0)),
    });
    expect(goals.tbtAddedByRoundMs).toEqual({ runs: [20, -10], median: 5 });
  });

  it('misses a goal by any amount that shows, and CLS only at three decimals', () => {
    const goals = pageLoadGoals({
      federated: variant(run(1200, 560, 0.0004)),
      signedIn: variant(),
      fallback: variant(run(1000, 500, 0)),
      static: variant(run(1000, 0, 0)),
    });
    expect(goals.lcpFederatedOverStatic.met).toBe(false);
    expect(goals.tbtAddedMs).toEqual({ value: 60, goal: 30, met: false });
    expect(goals.clsFederated.met).toBe(true);
    expect(
      pageLoadGoals({
        federated: variant(run(1, 1, 0.0006)),
        signedIn: variant(),
        fallback: variant(),
        static: variant(),
      }),
    ).toMatchObject({
      clsFederated: { met: false },
      lcpFederatedOverStatic: { value: undefined, met: undefined },
      tbtAddedMs: { value: undefined, met: undefined },
    });
  });
});
