/**
 * Production builds of the remote and the host, with the project's webpack: each package's
 * webpack.config.ts lists its builds (the remote: browser, standalone, server; the host: browser,
 * and the server build its server renders the page body with). The page-team recipes of
 * docs/page-teams/ are built by their own spec, outside the workspace (e2e/tests/page-team-recipes.spec.ts).
 */
import path from 'node:path';
import { ROOT, run } from './processes.ts';

const webpackCli = path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');

export async function buildApps(): Promise<number> {
  for (const app of ['header-remote', 'shell-host']) {
    console.log(`building ${app}…`);
    const code = await run(process.execPath, [webpackCli, '--config', 'webpack.config.ts', '--mode', 'production'], {
      cwd: path.join(ROOT, app),
    });
    if (code !== 0) return code;
  }
  return 0;
}

if (import.meta.main) process.exitCode = await buildApps();
