// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { remoteHeaderRenderer } from './remote-header-renderer.ts';
import { proveRelease, type ProofRequest } from './release-proof.ts';
import { releaseKey, startFakeRemote, type FakeRemote } from './testing/fake-remote.ts';

/** A page's deadline in these tests: room for a release's first load, in a worker of its own, on a loaded machine. */
const PAGE_DEADLINE_MS = 5000;

const good = (n: number) => `async () => ({ html: 'release ${n}', stateJson: '{}', complete: true })`;

/** Publishes release `n`, signed: a server entry whose `renderHeader` is `render` (source text). */
function publish(n: number, render = good(n)) {
  remote.publishServerBuild(render, `(rendered) => rendered.html + ' (${n})'`);
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

function renderer() {
  const logged: string[] = [];
  const header = remoteHeaderRenderer({
    manifestUrl: remote.manifestUrl,
    releaseKeys: [releaseKey.publicKey],
    checkEveryMs: 0,
    proofProps: {},
    log: (message) => logged.push(message),
  });
  const page = async () => (await header.render({ props: {} }, PAGE_DEADLINE_MS))?.fragment;
  return { header, page, logged };
}

const checks = () => remote.asked.get('release.json') ?? 0;
const entryReads = () => remote.asked.get('server/remoteEntry.js') ?? 0;

/** Serves pages until the host has refused a release as `proof` `times` times, each page served by `expected`. */
async function refusedWhileServing({ header, page }: ReturnType<typeof renderer>, expected: string | undefined) {
  await expect
    .poll(async () => {
      expect(await page()).toBe(expected);
      return header.status().refused.proof;
    })
    .toBe(1);
}

describe('a release serves pages only once it has proven itself', () => {
  it('refuses a signed release whose render throws, and counts it: the last good one keeps serving', async () => {
    publish(1);
    const host = renderer();
    await expect.poll(host.page).toBe('release 1 (1)');
    publish(2, `async () => { throw new Error('broken release'); }`);
    await refusedWhileServing(host, 'release 1 (1)');
    expect(host.logged).toContain('Refused a release of the header server build');
  });

  it('refuses a signed release whose render answers something that is not a header', async () => {
    publish(1);
    const host = renderer();
    await expect.poll(host.page).toBe('release 1 (1)');
    publish(2, `async () => '<h1>not a header</h1>'`);
    await refusedWhileServing(host, 'release 1 (1)');
  });

  it('renders no server header from a first release that cannot render: the page renders it in the browser', async () => {
    publish(1, `async () => ({ html: 42 })`);
    await refusedWhileServing(renderer(), undefined);
  });

  it('does not fetch and run again, at the next checks, a release that failed to load', async () => {
    publish(1);
    const host = renderer();
    await expect.poll(host.page).toBe('release 1 (1)');
    remote.files.set('server/remoteEntry.js', 'throw new Error("a build that does not run");');
    remote.publish();
    await refusedWhileServing(host, 'release 1 (1)');
    const [reads, asked] = [entryReads(), checks()];
    await expect.poll(async () => (await host.page(), checks())).toBeGreaterThan(asked + 5);
    expect(entryReads()).toBe(reads);
    // A different release is tried.
    publish(3);
    await expect.poll(host.page).toBe('release 3 (3)');
  });

  it('steps back to the release before when the new one proves itself and then keeps failing, and does not load it again', async () => {
    publish(1);
    const host = renderer();
    await expect.poll(host.page).toBe('release 1 (1)');
    // Good for the proof's two renders, broken for every page after.
    publish(
      2,
      `(() => {
        let renders = 0;
        return async () => {
          renders += 1;
          if (renders > 2) throw new Error('broken in service');
          return { html: 'release 2', stateJson: '{}', complete: true };
        };
      })()`,
    );
    const failed = async () => {
      await host.page();
      return host.header.status().refused.proof;
    };
    await expect.poll(failed).toBe(1);
    expect(await host.page()).toBe('release 1 (1)');
    expect(host.logged.filter((message) => message === 'The header server build failed to render')).toHaveLength(5);
    const [reads, asked] = [entryReads(), checks()];
    await expect.poll(async () => (await host.page(), checks())).toBeGreaterThan(asked + 5);
    expect(entryReads()).toBe(reads);
    expect(host.logged.filter((message) => message === 'Loaded a new release of the header server build')).toHaveLength(
      1,
    );
  });
});

describe('the proof', () => {
  const answers = (problem?: string) => {
    const asked: ProofRequest[] = [];
    const render = async (request: ProofRequest) => (asked.push(request), problem);
    return { asked, render };
  };

  it('renders a guest and a shopper with the services down, so nothing it renders is kept for real pages', async () => {
    const { asked, render } = answers();
    await proveRelease(render, { placement: 'home' });
    expect(asked.map(({ cookie }) => cookie)).toEqual([undefined, 'X-Has-Token-Session=true']);
    expect(asked[0]?.props).toEqual({ placement: 'home' });
    expect((await asked[0]?.fetch('http://services/v1/header-state'))?.status).toBe(503);
  });

  it('refuses a release whose render is wrong, or not in time', async () => {
    await expect(proveRelease(answers('failed: broken').render, {})).rejects.toMatchObject({ reason: 'proof' });
    const never = () => new Promise<undefined>(() => {});
    await expect(proveRelease(never, {}, 20)).rejects.toThrow('its render for a guest took longer than 20 ms');
  });
});
