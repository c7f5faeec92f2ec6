/** Small helpers the site and check scripts share: run a command, start a server, wait for it. */
import { spawn, type ChildProcess } from 'node:child_process';
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

export async function waitForHealth(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
