/**
 * Production builds of the remote and the host, with the project's webpack: each package's
 * webpack.config.ts lists its builds (the remote: browser, standalone, server; the host: browser,
 * and the server build its server renders the page body with). Then the Vite example host
 * (examples/vite-host), with its own Vite and @module-federation/vite, which e2e/tests/vite-host.spec.ts runs.
 */
import path from 'node:path';
import { ROOT, run } from './processes.ts';

const webpackCli = path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
const viteHost = path.join(ROOT, 'examples', 'vite-host');
const viteCli = path.join(viteHost, 'node_modules', 'vite', 'bin', 'vite.js');

export async function buildApps(): Promise<number> {
  for (const app of ['header-remote', 'shell-host']) {
    console.log(`building ${app}…`);
    const code = await run(process.execPath, [webpackCli, '--config', 'webpack.config.ts', '--mode', 'production'], {
      cwd: path.join(ROOT, app),
    });
    if (code !== 0) return code;
  }
  console.log('building examples/vite-host…');
  return run(process.execPath, [viteCli, 'build', '--logLevel', 'warn'], { cwd: viteHost });
}

if (import.meta.main) process.exitCode = await buildApps();
