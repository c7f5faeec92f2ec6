/**
 * docs/edge-include.md's recipe as a page team runs it: its nginx.conf, header-include.py and page,
 * extracted from the docs' own blocks into a folder of their own, with only the examples'
 * addresses and ports replaced by the suite's (Debian's nginx-light, which .ci/run installs).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { recipeFiles, withPythonDeadline } from './docs-recipes.ts';
import { freePort } from '../free-port.ts';

export const NGINX = '/usr/sbin/nginx';
const DOC = path.join(import.meta.dirname, '..', '..', '..', 'docs', 'edge-include.md');
/** The files the recipe makes, in the docs' order. */
export const EDGE_FILES = ['nginx.conf', 'header-include.py', 'html/index.html'];

export type Edge = { readonly url: string; readonly stop: () => Promise<void> };

/** Resolves once `url` answers at all; throws if `child` exits first or 10 s pass. */
async function answering(url: string, child: ChildProcess, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    const answered = await fetch(url).then(
      () => true,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not answer on ${url} within 10 s`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill();
  await exited;
}

/**
 * The edge on `port` (a free one by default), including the header from `remote` (its base URL,
 * with a trailing slash); the page's policy names `browserRemote` and `services`.
 */
export async function startEdge(options: {
  readonly remote: string;
  readonly browserRemote: string;
  readonly services: string;
  readonly port?: number;
  /** In place of the recipe's 400 ms for the whole answer (and nginx's 1 s for a hang, ten times this). */
  readonly deadlineSeconds?: number;
}): Promise<Edge> {
  const dir = mkdtempSync(path.join(tmpdir(), 'edge-include-'));
  const port = options.port ?? (await freePort());
  const includePort = await freePort();
  const files = recipeFiles(readFileSync(DOC, 'utf8')).filter((file) => file.app === 'edge');
  if (files.map((file) => file.file).join() !== EDGE_FILES.join()) {
    throw new Error(`docs/edge-include.md makes ${files.map((file) => file.file).join(', ')}, not ${EDGE_FILES}`);
  }
  for (const { file, text } of files) {
    let local = text
      .replaceAll('https://header.fernleaf.example', options.browserRemote)
      .replaceAll('https://api.fernleaf.example', options.services)
      .replace('listen 8080;', `listen ${port};`)
      .replace('proxy_pass http://127.0.0.1:8081/;', `proxy_pass http://127.0.0.1:${includePort}/;`);
    const deadline = options.deadlineSeconds;
    if (deadline !== undefined) {
      local = withPythonDeadline(file, local, deadline).replace(
        'proxy_read_timeout 1s;',
        `proxy_read_timeout ${deadline * 10}s;`,
      );
      if (local.includes('read_timeout 1s')) throw new Error(`${file}: the recipe's deadline has moved`);
    }
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), local);
  }
  // Readable by nginx's workers, which run as nobody when it is started as root (CI).
  chmodSync(dir, 0o755);
  // Both in the foreground, so they stop with this process; their logs (refused connections) are not the suite's.
  const include = spawn('python3', ['header-include.py'], {
    cwd: dir,
    env: { ...process.env, HEADER_URL: options.remote, PORT: String(includePort) },
    stdio: 'ignore',
  });
  const nginx = spawn(NGINX, ['-p', dir, '-c', 'nginx.conf', '-g', 'daemon off;'], { stdio: 'ignore' });
  const stop = async () => {
    // Gone before the next start on the same port, whose check for an answer would otherwise find this one.
    await Promise.all([stopChild(nginx), stopChild(include)]);
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://localhost:${port}/`;
  try {
    await answering(`http://127.0.0.1:${includePort}/`, include, 'header-include.py');
    await answering(url, nginx, 'nginx');
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
