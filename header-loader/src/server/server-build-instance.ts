/**
 * The federation instance of one release of the remote's server build (decision 016), running the
 * entry's verified bytes (decision 034): the runtime fetches nothing itself, so what runs is what
 * was checked. It runs in the release's own worker (render-worker.ts, decision 054), one instance
 * a worker, and goes with it: the runtime's globals (every instance and container) are the worker's.
 */
import { createRequire } from 'node:module';
import { runInThisContext } from 'node:vm';
import { createInstance } from '@module-federation/runtime';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMServer from 'react-dom/server';
import * as ReactDOMStatic from 'react-dom/static';
import * as jsxRuntime from 'react/jsx-runtime';

const REACT_VERSION = React.version;
const shareConfig = { singleton: true, requiredVersion: '^19.0.0' };

/** The host's React, offered to the remote exactly as the browser's share scope offers it. */
const SHARED = {
  react: { version: REACT_VERSION, lib: () => React, shareConfig },
  'react/jsx-runtime': { version: REACT_VERSION, lib: () => jsxRuntime, shareConfig },
  'react-dom': { version: REACT_VERSION, lib: () => ReactDOM, shareConfig },
  'react-dom/server': { version: REACT_VERSION, lib: () => ReactDOMServer, shareConfig },
  'react-dom/static': { version: REACT_VERSION, lib: () => ReactDOMStatic, shareConfig },
};

/** Runs `entry` (the verified bytes of `entryUrl`) and gets its `header/server` expose. */
export async function runServerBuild(entryUrl: string, entry: Uint8Array): Promise<unknown> {
  const remote = { name: 'header', entry: entryUrl, entryGlobalName: 'header_server_release' };
  const federation = createInstance({
    name: 'shell_server',
    remotes: [remote],
    shared: SHARED,
    plugins: [
      {
        name: 'verified-entry',
        // The runtime would fetch the entry again itself: it runs the bytes that were checked instead.
        loadEntry: async ({ remoteInfo }) => {
          if (remoteInfo.entry !== remote.entry) throw new Error(`${remoteInfo.entry} is not the verified release`);
          return evaluateEntry(entry, entryUrl) as never;
        },
      },
    ],
  });
  return federation.loadRemote('header/server');
}

/** The entry's CommonJS module (library type commonjs-module), run as Node runs a file: its exports are the container. */
function evaluateEntry(entry: Uint8Array, filename: string): unknown {
  const module = { exports: {} };
  const wrapped = `(function (exports, module, require, __dirname, __filename) {${Buffer.from(entry).toString('utf8')}\n})`;
  const run = runInThisContext(wrapped, { filename }) as (...args: unknown[]) => void;
  run(module.exports, module, createRequire(import.meta.url), '.', filename);
  return module.exports;
}
