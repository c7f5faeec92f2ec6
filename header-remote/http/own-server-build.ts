/**
 * The remote's own server build (`dist/server/remoteEntry.js`, or REMOTE_DIST's), run for /fragment
 * through the federation runtime as a host's server runs it (decision 016), but read from disk: the
 * runtime would fetch it over HTTP from this very server, which serves it only with its credential
 * (decision 045), and would run whatever came back, a 404's JSON included, as the entry.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runInThisContext } from 'node:vm';
import { createInstance } from '@module-federation/runtime';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMServer from 'react-dom/server';
import * as ReactDOMStatic from 'react-dom/static';
import * as jsxRuntime from 'react/jsx-runtime';

const shareConfig = { singleton: true, requiredVersion: '^19.0.0' };

/** Loads `header/server` from the build in `distDir`. */
export function loadOwnServerBuild(distDir: string): Promise<unknown> {
  const file = path.join(distDir, 'server', 'remoteEntry.js');
  const entry = pathToFileURL(file).href;
  return createInstance({
    name: 'header_fragment_server',
    remotes: [{ name: 'header', entry }],
    shared: {
      react: { version: React.version, lib: () => React, shareConfig },
      'react/jsx-runtime': { version: React.version, lib: () => jsxRuntime, shareConfig },
      'react-dom': { version: React.version, lib: () => ReactDOM, shareConfig },
      'react-dom/server': { version: React.version, lib: () => ReactDOMServer, shareConfig },
      'react-dom/static': { version: React.version, lib: () => ReactDOMStatic, shareConfig },
    },
    plugins: [
      {
        name: 'entry-from-disk',
        loadEntry: async ({ remoteInfo }) => {
          if (remoteInfo.entry !== entry) throw new Error(`${remoteInfo.entry} is not this remote's server build`);
          return evaluateEntry(await readFile(file, 'utf8'), file) as never;
        },
      },
    ],
  }).loadRemote('header/server');
}

/** The entry's CommonJS module (library type commonjs-module), run as Node runs a file: its exports are the container. */
function evaluateEntry(source: string, filename: string): unknown {
  const module = { exports: {} };
  const wrapped = `(function (exports, module, require, __dirname, __filename) {${source}\n})`;
  const run = runInThisContext(wrapped, { filename }) as (...args: unknown[]) => void;
  run(module.exports, module, createRequire(filename), path.dirname(filename), filename);
  return module.exports;
}
