import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/csp-watch.ts';
import { E2E_PORTS, startServer, stopServer, type Ports } from '../support/servers.ts';

// Its own host and remote: the remote serves a copy of the build, which the test replaces.
const ports: Ports = { services: E2E_PORTS.services, remote: 3221, host: 3220 };
const hostUrl = `http://localhost:${ports.host}`;
const built = path.join(import.meta.dirname, '..', '..', 'header-remote', 'dist');

test('a new release of the remote server build is picked up by the running host, with no restart or rebuild', async ({
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

    await test.step('release 2: the same build with one text changed', async () => {
      const entry = path.join(dist, 'server', 'remoteEntry.js');
      const source = await readFile(entry, 'utf8');
      expect(source).toContain('Skip to main content');
      await writeFile(entry, source.replaceAll('Skip to main content', 'Skip to the page (release 2)'));
    });
    await expect.poll(page, { timeout: 20_000 }).toContain('Skip to the page (release 2)');
    expect(host.exitCode).toBeNull();
  } finally {
    await stopServer(host);
    await stopServer(remote);
  }
});
