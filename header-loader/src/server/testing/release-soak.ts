/**
 * 25 releases of the remote through one renderer, in a process of its own run with --expose-gc
 * (release-soak.test.ts). Each release runs in a worker of its own, which must end once the release
 * is replaced; and its 2 MB entry, which the page server keeps to start a fresh worker, must go with
 * it. Prints the page server's heap and buffers after 5 releases and after 25, each after a full
 * collection, and the render workers still running once those stopped have ended.
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
    `/* ${'ballast '.repeat(250_000)} */
    module.exports = { init() {}, get() { return Promise.resolve(() => ({
      renderHeader: async () => ({ html: 'release ${n} ', stateJson: '{}', complete: true }),
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
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
};
const early = await heapAfter(1, 5);
const late = await heapAfter(6, 25);
const running = () => (process.report.getReport() as { workers: unknown[] }).workers.length;
// A stopped worker takes a moment to end, longer on a loaded machine; one never stopped stays.
for (let waited = 0; running() > 2 && waited < 3000; waited += 100) {
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const workers = running();
console.log(JSON.stringify({ early, late, workers }));
await remote.close();
