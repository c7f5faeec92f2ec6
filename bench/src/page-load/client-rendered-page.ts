/**
 * The header on a page team's page that renders it in the browser (its goal: ≤ 45 KB
 * Brotli from the remote's origin): the runtime-API recipe's page from docs/page-teams.md
 * (e2e/fixtures/runtime-page, the same lines the docs print), served beside the bench's site and
 * loaded once, as a guest, like the reference host's `/ecom`.
 */
import type { Browser } from 'playwright-core';
import { BENCH_PORTS, startNodeServer, stopServer } from '../servers/servers.ts';
import type { Site } from '../servers/site.ts';
import { CLIENT_RENDERED, measureRemoteTransfer, type RemoteTransfer } from './remote-transfer.ts';

/**
 * The goal for the header on a client-rendered host (an observation, not a test), held
 * against what the page had when the header was live: what it loads after that, at an idle moment,
 * is the first touch's code and data, which the reference host loads too.
 */
export const CLIENT_RENDERED_GOAL_BYTES = 45 * 1024;

export async function measureClientRenderedTransfer(browser: Browser, site: Site): Promise<RemoteTransfer> {
  const origin = `http://localhost:${BENCH_PORTS.clientRenderedPage}`;
  const page = await startNodeServer(
    'client-rendered page',
    'e2e/fixtures/runtime-page/server.ts',
    { PORT: String(BENCH_PORTS.clientRenderedPage) },
    origin,
  );
  try {
    const query = new URLSearchParams({ manifest: `${site.remoteOrigin}/mf-manifest.json`, api: site.servicesUrl });
    return await measureRemoteTransfer(
      browser,
      `${origin}/runtime-page/?${query}`,
      site.remoteOrigin,
      CLIENT_RENDERED,
      { bytes: CLIENT_RENDERED_GOAL_BYTES, at: 'live' },
    );
  } finally {
    await stopServer(page);
  }
}
