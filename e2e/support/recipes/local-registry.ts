/**
 * The header team's registry, as docs/operations.md runs it: Verdaccio with the docs' own
 * registry.yaml (no uplink: it holds only what the header team publishes), in a folder of its own
 * outside the workspace, on a free port of this machine. The header team's account is made the way
 * `npm adduser` makes it, and its token written to an npm user config for `npm run publish-kit`.
 * A recipe app's `.npmrc` points the `@grocer` scope here; every other package comes from the npm
 * registry the machine is set up with.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { recipeFiles } from './docs-recipes.ts';
import { freePort } from '../free-port.ts';
import { START_DEADLINE_MS } from '../servers.ts';

const DOC = path.join(import.meta.dirname, '..', '..', '..', 'docs', 'operations.md');
const VERDACCIO = path.join(import.meta.dirname, '..', '..', 'node_modules', 'verdaccio', 'bin', 'verdaccio');

export type LocalRegistry = {
  readonly url: string;
  /** An npm user config holding the header team's token for this registry (NPM_CONFIG_USERCONFIG). */
  readonly userConfig: string;
  readonly close: () => Promise<void>;
};

/** What `npm adduser --auth-type=legacy` sends: the account, made on first use; its token. */
async function addUser(url: string): Promise<string> {
  const name = 'header-team';
  const response = await fetch(`${url}-/user/org.couchdb.user:${name}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ _id: `org.couchdb.user:${name}`, name, password: 'recipes-only', type: 'user', roles: [] }),
  });
  const body = (await response.json()) as { token?: string };
  if (!response.ok || body.token === undefined)
    throw new Error(`npm adduser: ${response.status} ${JSON.stringify(body)}`);
  return body.token;
}

export async function startLocalRegistry(): Promise<LocalRegistry> {
  const dir = mkdtempSync(path.join(tmpdir(), 'header-registry-'));
  const [config] = recipeFiles(readFileSync(DOC, 'utf8')).filter((file) => file.app === 'registry');
  if (config?.file !== 'registry.yaml') throw new Error('docs/operations.md: no registry.yaml block');
  writeFileSync(path.join(dir, 'registry.yaml'), config.text);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const child = spawn(process.execPath, [VERDACCIO, '--config', 'registry.yaml', '--listen', `127.0.0.1:${port}`], {
    cwd: dir,
    stdio: 'ignore',
  });
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill();
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // A deadline for a hang, not for slowness: verdaccio loads its whole module tree before it listens,
    // which took over 10 s beside three busy browsers on two cores.
    const deadline = Date.now() + START_DEADLINE_MS;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`verdaccio exited with code ${child.exitCode}`);
      const answered = await fetch(`${url}-/ping`).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) break;
      if (Date.now() > deadline)
        throw new Error(`verdaccio did not answer on ${url} within ${START_DEADLINE_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const userConfig = path.join(dir, 'npmrc');
    writeFileSync(userConfig, `//127.0.0.1:${port}/:_authToken=${await addUser(url)}\n`);
    return { url, userConfig, close };
  } catch (error) {
    await close();
    throw error;
  }
}
