// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { remoteHeaderRenderer } from './remote-header-renderer.ts';
import { releaseKey, startFakeRemote, type FakeRemote } from './testing/fake-remote.ts';

/** A page's deadline in these tests: room for a release's first load, in a worker of its own, on a loaded machine. */
const PAGE_DEADLINE_MS = 5000;

/** The remote's files for release `n`: a server entry whose render says which release it is, signed. */
function publish(n: number): ReadonlyMap<string, string> {
  remote.publishServerBuild(`async () => ({ html: 'release ${n}', stateJson: '{}', complete: true })`);
  return new Map(remote.files);
}

/** Serves a release published earlier, as whoever holds the remote's storage can. */
function serve(release: ReadonlyMap<string, string>) {
  remote.files.clear();
  for (const [path, body] of release) remote.files.set(path, body);
}

let remote: FakeRemote;
beforeAll(async () => {
  remote = await startFakeRemote();
});
afterAll(() => remote.close());
beforeEach(() => {
  remote.files.clear();
  remote.asked.clear();
});

function renderer(checkEveryMs = 0, now = Date.now) {
  const logged: string[] = [];
  const header = remoteHeaderRenderer({
    manifestUrl: remote.manifestUrl,
    releaseKeys: [releaseKey.publicKey],
    proofProps: {},
    checkEveryMs,
    now,
    log: (message) => logged.push(message),
  });
  const page = async () => (await header.render({ props: {} }, PAGE_DEADLINE_MS))?.fragment;
  /** How many times the host replaced the release serving with another. */
  const changes = () =>
    logged.filter((message) => message === 'Loaded a new release of the header server build').length;
  return { header, page, changes };
}

const checks = () => remote.asked.get('release.json') ?? 0;

describe('releases of the remote only move forward', () => {
  it('refuses an older release, genuinely signed, served after a newer one, and counts it', async () => {
    const first = publish(1);
    const { header, page, changes } = renderer();
    await expect.poll(page).toBe('release 1');
    publish(2);
    await expect.poll(page).toBe('release 2');

    serve(first);
    await expect
      .poll(async () => {
        expect(await page()).toBe('release 2');
        return header.status().refused.older;
      })
      .toBe(1);
    expect(changes()).toBe(1);
  });

  it('changes release once when two signed releases are served in turn, however often the host checks', async () => {
    const [first, second] = [publish(1), publish(2)];
    serve(first);
    const { page, changes } = renderer();
    await expect.poll(page).toBe('release 1');
    for (let turn = 0; turn < 20; turn += 1) {
      serve(turn % 2 === 0 ? second : first);
      const asked = checks();
      // Two checks since: the first of them, all of it on what is served now, has finished.
      await expect.poll(async () => (await page(), checks())).toBeGreaterThan(asked + 1);
    }
    await expect.poll(page).toBe('release 2');
    expect(changes()).toBe(1);
  });

  it('loads a new release at most once every 15 checks, whatever the remote serves', async () => {
    let clock = 0;
    const { page, changes } = renderer(100, () => clock);
    publish(1);
    expect(await page()).toBe('release 1');
    // A new signed release at every check for 30 checks (3 s at one check every 100 ms): the same files signed again.
    for (let check = 1; check <= 30; check += 1) {
      remote.publish();
      clock += 100;
      const asked = checks();
      await expect.poll(async () => (await page(), checks())).toBe(asked + 1);
    }
    // The first release at 0, then a change at 1.5 s and at 3 s.
    await expect.poll(changes).toBe(2);
  });
});
