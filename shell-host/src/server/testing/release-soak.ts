/**
 * 100 releases of the remote through one renderer, in a process of its own run with --expose-gc
 * (release-soak.test.ts): each release's server build holds 2 MB, so a release not freed shows in the
 * heap. Prints the heap after 5 releases and after 105, each after a full collection, and the
 * federation instances the runtime still holds.
 */
import { remoteHeaderRenderer } from '../remote-header-renderer.ts';
import { releaseKey, startFakeRemote } from './fake-remote.ts';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

const remote = await startFakeRemote();
const header = remoteHeaderRenderer({
  manifestUrl: remote.manifestUrl,
  releaseKeys: [releaseKey.publicKey],
  proofProps: {},
  checkEveryMs: 0,
});
const assets = { js: { sync: ['mount.js'] }, css: { sync: [] } };
remote.files.set(
  'mf-manifest.json',
  JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ name: 'mount', assets }],
    shared: [],
  }),
);

async function release(n: number) {
  remote.files.set(
    'server/remoteEntry.js',
    `const ballast = new Array(250000).fill(${n});
    module.exports = { init() {}, get() { return Promise.resolve(() => ({
      renderHeader: async () => ({ html: 'release ${n} of ' + ballast.length, stateJson: '{}', complete: true }),
      headerFragment: (rendered) => rendered.html,
    })); } };`,
  );
  remote.publish();
  while (!(await header.render({ props: {} }, 5000))?.fragment.startsWith(`release ${n} `)) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const heapAfter = async (from: number, to: number) => {
  for (let n = from; n <= to; n += 1) await release(n);
  gc();
  await new Promise((resolve) => setTimeout(resolve, 10));
  gc();
  return process.memoryUsage().heapUsed;
};
const early = await heapAfter(1, 5);
const late = await heapAfter(6, 105);
const instances = (globalThis as { __FEDERATION__?: { __INSTANCES__: unknown[] } }).__FEDERATION__?.__INSTANCES__
  .length;
console.log(JSON.stringify({ early, late, instances }));
await remote.close();
