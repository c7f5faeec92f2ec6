// @vitest-environment node
import { AsyncLocalStorage } from 'node:async_hooks';
import { expect, it } from 'vitest';
import { startIsolatedBuild } from './isolated-build.ts';

const ENTRY_URL = 'http://remote.test/server/remoteEntry.js';

/** A server entry (a federation container) whose `header/server` renders with `renderHeader` (source text). */
const entry = (renderHeader: string) =>
  new TextEncoder().encode(`module.exports = { init() {}, get() { return Promise.resolve(() => ({
    renderHeader: ${renderHeader},
    headerFragment: (rendered) => rendered.html,
    hydrationChunks: ['state'],
  })); } };`);

/** A deadline that leaves a fresh worker time to start on a loaded machine, or the one given. */
const soon = (ms = 5000) => Date.now() + ms;

it('says what the module exposes, as data, and refuses a build that does not run', async () => {
  const build = await startIsolatedBuild(ENTRY_URL, entry('async () => ({})'));
  expect(build.exposed).toEqual({ renders: true, hydrationChunks: ['state'] });
  build.release();
  await expect(startIsolatedBuild(ENTRY_URL, new TextEncoder().encode('throw new Error("broken")'))).rejects.toThrow(
    'broken',
  );
});

it("makes the render's services calls with the page's own fetch, in the page's async context (its trace)", async () => {
  const build = await startIsolatedBuild(
    ENTRY_URL,
    entry(`async (request) => {
      const answer = await request.fetch('http://services.test/v1/header-state', {
        method: 'POST',
        headers: { 'x-asked': 'yes' },
        body: 'ping',
      });
      return { html: answer.status + ' ' + (await answer.text()), stateJson: '{}', complete: true };
    }`),
  );
  const pages = new AsyncLocalStorage<string>();
  const calls: unknown[] = [];
  const servicesFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    calls.push({ page: pages.getStore(), method: request.method, asked: request.headers.get('x-asked') });
    calls.push(await request.text());
    return new Response(`state for ${pages.getStore()}`, { status: 201 });
  };
  const outcome = await pages.run('page 7', () => build.render({ props: {}, fetch: servicesFetch }, soon()));
  expect(outcome).toMatchObject({ fragment: '201 state for page 7' });
  expect(calls).toEqual([{ page: 'page 7', method: 'POST', asked: 'yes' }, 'ping']);
  build.release();
});

it('keeps a worker whose render waits past its deadline, and replaces one whose render never yields', async () => {
  // Its count of renders tells one worker from the next.
  const build = await startIsolatedBuild(
    ENTRY_URL,
    entry(`(() => {
      let renders = 0;
      return async (request) => {
        renders += 1;
        if (request.cookie === 'wait') await new Promise(() => {});
        if (request.cookie === 'spin') for (;;);
        return { html: 'render ' + renders, stateJson: '{}', complete: true };
      };
    })()`),
  );
  expect(await build.render({ props: {}, cookie: 'wait' }, soon(100))).toMatchObject({ failure: 'late' });
  expect(await build.render({ props: {} }, soon())).toMatchObject({ fragment: 'render 2' });
  expect(await build.render({ props: {}, cookie: 'spin' }, soon(100))).toMatchObject({ failure: 'held' });
  expect(await build.render({ props: {} }, soon())).toMatchObject({ fragment: 'render 1' });
  build.release();
});

it("outlives a release's error that nothing catches: that render fails, and the next has a fresh worker", async () => {
  const build = await startIsolatedBuild(
    ENTRY_URL,
    entry(`async (request) => {
      if (request.cookie === 'throw') {
        setTimeout(() => { throw new Error('stray'); });
        return new Promise(() => {});
      }
      return { html: 'rendered', stateJson: '{}', complete: true };
    }`),
  );
  expect(await build.render({ props: {}, cookie: 'throw' }, soon())).toMatchObject({
    failure: 'failed',
    problem: expect.stringContaining('stray'),
  });
  expect(await build.render({ props: {} }, soon())).toMatchObject({ fragment: 'rendered' });
  build.release();
});
