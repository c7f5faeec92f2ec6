/**
 * Builds the page-team recipes of docs/page-teams/ as a page team would: the loader and the
 * contract published by the header team's `npm run publish-kit` to its registry, run as
 * docs/operations.md runs it (local-registry.ts); a new folder outside the workspace (the OS temp
 * dir) with one app per recipe, made of the docs' blocks; one `npm
 * install` of the packages the docs' `install.sh` blocks name, shared by the apps (each app's
 * bundler and its plugin resolve from the shared node_modules); then each app's `build.sh` and a
 * strict `tsc`. Each app is served by its `serve.sh`.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { installedPackages, recipeFiles, withPythonDeadline } from './docs-recipes.ts';
import { startLocalRegistry, type LocalRegistry } from './local-registry.ts';
import { freePort } from '../free-port.ts';

const run = promisify(execFile);
const WORKSPACE = path.resolve(import.meta.dirname, '..', '..', '..');
/** The registry the docs' `.npmrc` names, replaced by the local one. */
const DOCS_REGISTRY = 'https://npm.fernleaf.example/';

export type RecipeApps = {
  readonly root: string;
  /** The apps the docs make, by name: webpack, rsbuild, vite, fragment, node. */
  readonly apps: readonly string[];
  /** Seconds each stage took, to keep the suite's time in view. */
  readonly seconds: Record<string, number>;
  readonly remove: () => Promise<void>;
};

const npmEnv = {
  ...process.env,
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
  npm_config_loglevel: 'error',
};

/** The header team's command, with the token its `npm adduser` left. */
async function publishKit(registry: LocalRegistry): Promise<void> {
  await run('npm', ['run', 'publish-kit', '--', '--registry', registry.url], {
    cwd: WORKSPACE,
    env: { ...npmEnv, NPM_CONFIG_USERCONFIG: registry.userConfig },
  });
}

/**
 * Makes, installs, builds and type-checks every recipe app (or the `only` ones, with what every
 * app shares); throws with the command's output when one fails.
 */
export async function buildRecipeApps(only?: readonly string[]): Promise<RecipeApps> {
  const seconds: Record<string, number> = {};
  const timed = async <T>(stage: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      seconds[stage] = Math.round((performance.now() - started) / 100) / 10;
    }
  };
  const root = mkdtempSync(path.join(tmpdir(), 'page-team-recipes-'));
  if (root.startsWith(WORKSPACE)) throw new Error(`${root} is inside the workspace`);
  const registry = await timed('registry', startLocalRegistry);
  try {
    await timed('publish', () => publishKit(registry));
    const files = recipeFiles().filter((file) => !only || file.app === 'root' || only.includes(file.app));
    const apps = [...new Set(files.map((file) => file.app).filter((app) => app !== 'root'))];
    for (const { app, file, text } of files) {
      if (file === 'install.sh') continue;
      const target = path.join(root, app === 'root' ? '' : app, file);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, file === '.npmrc' ? text.replaceAll(DOCS_REGISTRY, registry.url) : text);
    }
    const { dependencies, devDependencies } = installedPackages(files);
    writeFileSync(
      path.join(root, 'package.json'),
      JSON.stringify({ name: 'page-team-recipes', private: true, dependencies, devDependencies }, null, 2),
    );
    await timed('install', () => run('npm', ['install'], { cwd: root, env: npmEnv }));
    // The bundlers are mostly single-threaded: the apps build at the same time.
    const built = apps.filter((name) => files.some((file) => file.app === name && file.file === 'build.sh'));
    await timed('build', () =>
      Promise.all(built.map((app) => run('sh', ['-e', 'build.sh'], { cwd: path.join(root, app), env: npmEnv }))),
    );
    return {
      root,
      apps,
      seconds,
      remove: async () => rmSync(root, { recursive: true, force: true }),
    };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`Building the recipes in ${root} failed:\n${stdout}\n${stderr}`, { cause: error });
  } finally {
    await registry.close();
  }
}

/** Strict `tsc` over one app: its errors, or '' when it type-checks. */
export async function typeCheck(apps: RecipeApps, app: string): Promise<string> {
  try {
    await run('npx', ['tsc', '-p', '.'], { cwd: path.join(apps.root, app), env: npmEnv });
    return '';
  } catch (error) {
    return (error as { stdout?: string }).stdout ?? String(error);
  }
}

export type ServedApp = { readonly url: string; readonly stop: () => void };

/**
 * Starts an app's `serve.sh` with the header's and the services' addresses (and anything else its
 * environment needs), on `port` or a free one; resolves once it answers.
 */
export async function serve(
  apps: RecipeApps,
  app: string,
  env: { HEADER_URL: string; API_URL: string } & Record<string, string>,
  port?: number,
) {
  port ??= await freePort();
  const child: ChildProcess = spawn('sh', ['serve.sh'], {
    cwd: path.join(apps.root, app),
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://localhost:${port}/`;
  const stop = () => {
    // serve.sh's python3 is its child: the group goes together.
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  };
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${app}'s serve.sh exited with code ${child.exitCode}`);
    const answered = await fetch(url, { method: 'HEAD' }).then(
      () => true,
      () => false,
    );
    if (answered) return { url, stop } satisfies ServedApp;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error(`${app}'s serve.sh did not answer on ${url} within 10 s`);
}

/**
 * The built apps' page servers with `seconds` in place of the recipes' deadlines for the whole
 * header (the Python page server's 400 ms, the Node server half's default 300 ms). The recipes'
 * deadlines are a page's on a quiet server; a shopper's render on a loaded two-core machine can take
 * longer, and a spec about what the page shows when the header comes has it wait for it. The
 * deadlines themselves are held by include-deadline.spec.ts, on apps of its own.
 */
export function relaxDeadlines(apps: RecipeApps, seconds: number): void {
  const rewrite = (file: string, change: (text: string) => string) => {
    const target = path.join(apps.root, file);
    if (existsSync(target)) writeFileSync(target, change(readFileSync(target, 'utf8')));
  };
  for (const app of apps.apps) {
    const file = path.join(app, 'server.py');
    rewrite(file, (text) => withPythonDeadline(file, text, seconds));
  }
  rewrite(path.join('node', 'server.mjs'), (text) => {
    if (!text.includes('serverHeader({')) throw new Error("node/server.mjs: the recipe's serverHeader call has moved");
    return text.replace('serverHeader({', `serverHeader({\n  deadlineMs: ${seconds * 1000},`);
  });
}
