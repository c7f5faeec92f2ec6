/** Small helpers the site and check scripts share: run a command, start a server, wait for it. */
import { spawn, type ChildProcess } from 'node:child_process';
import { get } from 'node:https';
import path from 'node:path';

export const ROOT = path.join(import.meta.dirname, '..');

/** A workspace binary, run with this (the project's) Node. */
export function bin(pkg: string, name: string): string {
  return path.join(ROOT, pkg, 'node_modules', '.bin', name);
}

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(command: string, args: readonly string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  return new Promise<number>((resolve) => {
    const child = spawn(command, args, { cwd: options.cwd ?? ROOT, env: options.env ?? process.env, stdio: 'inherit' });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.once('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
}

/** Starts a long-running server whose output lines are prefixed with its name. */
export function startPrefixed(name: string, script: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, [script], { cwd: ROOT, env: { ...process.env, ...env } });
  const prefix = `[${name}]`.padEnd(11);
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream?.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) console.log(`${prefix}${line}`);
    });
  }
  return child;
}

/** Whether `url` answers 2xx; over https, trusting the certificate `ca` (a production start's own). */
function answers(url: string, ca?: string): Promise<boolean> {
  if (ca === undefined)
    return fetch(url).then(
      (response) => response.ok,
      () => false,
    );
  return new Promise((resolve) => {
    const request = get(url, { ca }, (response) => {
      response.resume();
      resolve((response.statusCode ?? 500) < 300);
    });
    request.once('error', () => resolve(false));
    request.setTimeout(2000, () => request.destroy());
  });
}

export async function waitForHealth(url: string, timeoutMs = 60_000, ca?: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await answers(url, ca)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export type SiteServer = {
  readonly name: string;
  readonly script: string;
  readonly env: NodeJS.ProcessEnv;
  readonly health: string;
};

/**
 * Starts the servers with prefixed output and resolves once every one answers its health URL
 * (over https trusting `ca`, when given). One exiting, or Ctrl-C, stops them all.
 */
export async function startServers(servers: readonly SiteServer[], ca?: string): Promise<void> {
  const children: ChildProcess[] = [];
  let stopping = false;
  const stopAll = (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) child.kill('SIGTERM');
    process.exitCode = code;
  };
  process.once('SIGINT', () => stopAll(0));
  process.once('SIGTERM', () => stopAll(0));
  for (const server of servers) {
    const child = startPrefixed(server.name, server.script, server.env);
    child.once('exit', (code) => {
      if (!stopping) console.error(`[${server.name}] exited with code ${code}; stopping the site.`);
      stopAll(code ?? 1);
    });
    children.push(child);
  }
  try {
    await Promise.all(servers.map((server) => waitForHealth(server.health, 60_000, ca)));
  } catch (error) {
    stopAll(1);
    throw error;
  }
}
