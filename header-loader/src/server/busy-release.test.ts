// @vitest-environment node
/**
 * A fault: a signed release, proven, whose render burns the CPU. On the page server's own thread it
 * would hold every page; in its worker, a page waits no longer than its deadline and gets its own
 * header, the page server's thread stays free for the pages beside it, and the worker is stopped and
 * replaced, so the next page has the remote's header again.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { countedMetrics } from './testing/counted-metrics.ts';
import { remoteHeaderRenderer } from './remote-header-renderer.ts';
import { releaseKey, startFakeRemote, type FakeRemote } from './testing/fake-remote.ts';

/** A render that takes 3 s of CPU for the page whose cookie asks for it, and answers any other at once. */
const burnsFor = (release: string) => `async (request) => {
  if (request.cookie === 'burn=1') {
    const until = Date.now() + 3000;
    while (Date.now() < until);
  }
  return { html: 'release ${release} for ' + (request.cookie ?? 'a guest'), stateJson: '{}', complete: true };
}`;

/** The production deadline: the services' budget and 150 ms. */
const DEADLINE_MS = 300;
const HELD = "The header server render held its worker's thread past its deadline: the worker was stopped and replaced";

let remote: FakeRemote;
beforeAll(async () => {
  remote = await startFakeRemote();
});
afterAll(() => remote.close());
beforeEach(() => remote.files.clear());

function renderer() {
  const logged: string[] = [];
  const { metrics, counted } = countedMetrics();
  const header = remoteHeaderRenderer({
    metrics,
    manifestUrl: remote.manifestUrl,
    releaseKeys: [releaseKey.publicKey],
    checkEveryMs: 0,
    proofProps: {},
    log: (message) => logged.push(message),
  });
  const page = async (cookie?: string) =>
    (await header.render({ props: {}, ...(cookie ? { cookie } : {}) }, DEADLINE_MS))?.fragment;
  return { header, page, logged, counted };
}

/** How long a timer of `ms` takes to fire: about `ms` while this thread is free. */
function timerDelay(ms: number): Promise<number> {
  const set = performance.now();
  return new Promise((resolve) => setTimeout(() => resolve(performance.now() - set), ms));
}

it('answers a page whose render burns the CPU by its deadline with no server header, holds no other page, and replaces the worker', async () => {
  remote.publishServerBuild(burnsFor('1'));
  const { header, page, logged, counted } = renderer();
  await header.warm();
  expect(await page()).toBe('release 1 for a guest');

  const started = performance.now();
  const [burning, beside, timer] = await Promise.all([page('burn=1'), page(), timerDelay(50)]);
  // The deadline, not the render's 3 s (with room for a loaded machine).
  expect(performance.now() - started).toBeLessThan(1500);
  expect(burning).toBeUndefined();
  // The page asked beside it waited behind the render in its worker: it too has its own header, in time.
  expect(beside).toBeUndefined();
  // The page server's thread was free all along.
  expect(timer).toBeLessThan(1000);

  // A fresh worker renders the next page; the held one was stopped and counted.
  await expect.poll(() => page()).toBe('release 1 for a guest');
  expect(logged).toContain(HELD);
  expect(counted('renderHeld')).toBe(1);
});

it('steps back to the release before when the new one holds its worker page after page, and refuses it', async () => {
  remote.publishServerBuild(burnsFor('1').replace("'burn=1'", "'never'"));
  const { header, page, logged } = renderer();
  await expect.poll(() => page()).toBe('release 1 for a guest');
  remote.publishServerBuild(burnsFor('2'));
  await expect.poll(() => page()).toBe('release 2 for a guest');

  await expect
    .poll(
      async () => {
        expect(await page('burn=1')).toBeUndefined();
        return header.status().refused.proof;
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  expect(logged.filter((message) => message === HELD)).toHaveLength(5);
  expect(await page('burn=1')).toBe('release 1 for burn=1');
});
