import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { releasePrivateKey } from '@grocer/shared-contracts/release-manifest';
import { DEVELOPMENT_RELEASE_PRIVATE_KEY } from '@grocer/shared-contracts/development-release-key';
import { writeReleaseManifest } from '../../header-remote/release/release-files.ts';
import { expect, test } from '../support/csp-watch.ts';
import { E2E_PORTS, startServer, stopServer, type Ports } from '../support/servers.ts';

// Its own host and remote: the remote serves a copy of the build, which the test replaces.
const ports: Ports = { services: E2E_PORTS.services, remote: 3221, host: 3220 };
const hostUrl = `http://localhost:${ports.host}`;
const built = path.join(import.meta.dirname, '..', '..', 'header-remote', 'dist');
const developmentKey = releasePrivateKey(DEVELOPMENT_RELEASE_PRIVATE_KEY);
type Health = { header: { release: string | null; refused: Record<string, number> } };

test('a new release of the remote server build is picked up by the running host, with no restart or rebuild, and a rogue one is refused', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const dist = await mkdtemp(path.join(tmpdir(), 'remote-release-'));
  await cp(built, dist, { recursive: true });
  const remote = await test.step('start a remote serving a copy of the build', () =>
    startServer('remote', ports, { REMOTE_DIST: dist }));
  const host = await test.step('start a host that checks for releases every 300 ms', () =>
    startServer('host', ports, { HEADER_RELEASE_CHECK_MS: '300' }));
  try {
    const page = async () => (await request.get(`${hostUrl}/ecom`)).text();
    await expect.poll(page, { timeout: 20_000 }).toContain('Skip to main content');

    const entry = path.join(dist, 'server', 'remoteEntry.js');
    const source = await readFile(entry, 'utf8');
    expect(source).toContain('Skip to main content');
    const health = async () => ((await (await request.get(`${hostUrl}/health`)).json()) as Health).header;

    await test.step('a rogue release: a new signed release, its entry swapped by someone without the key', async () => {
      // Signed over the build's entry elsewhere (its date makes it a new release), then served beside the swapped one.
      const signedCopy = await mkdtemp(path.join(tmpdir(), 'remote-release-signed-'));
      await cp(dist, signedCopy, { recursive: true });
      await writeReleaseManifest(signedCopy, developmentKey);
      await writeFile(entry, source.replaceAll('Skip to main content', 'Skip to the page (rogue)'));
      await cp(path.join(signedCopy, 'release.json'), path.join(dist, 'release.json'));
    });
    // Pages keep the build's header while the host checks (a page asks it to) and refuses the release.
    await expect
      .poll(
        async () => {
          expect(await page()).toContain('Skip to main content');
          return (await health()).refused.hash;
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);

    await test.step('release 2: the same build with one text changed, signed by the build', async () => {
      await writeFile(entry, source.replaceAll('Skip to main content', 'Skip to the page (release 2)'));
      await writeReleaseManifest(dist, developmentKey);
    });
    await expect.poll(page, { timeout: 20_000 }).toContain('Skip to the page (release 2)');
    expect(host.exitCode).toBeNull();
  } finally {
    await stopServer(host);
    await stopServer(remote);
  }
});
