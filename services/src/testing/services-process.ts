import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { PACKAGE_ROOT } from '../db/paths.ts';

export type ServicesProcess = {
  /** e.g. http://127.0.0.1:41234 */
  readonly url: string;
  /** Every log line so far (pino JSON), for checking what the process said. */
  readonly logs: readonly string[];
  /** Whether the process is still running (it has not exited or been killed). */
  alive(): boolean;
  /** Sends the process a signal (SIGKILL resolves once it has died; SIGSTOP and SIGCONT at once). */
  signal(name: NodeJS.Signals): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Starts `src/main.ts` as its own process on a free port, with only the given
 * environment (plus PATH), and resolves once it listens. Stop it when done.
 */
export async function startServicesProcess(env: Record<string, string>): Promise<ServicesProcess> {
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: PACKAGE_ROOT,
    env: { PATH: process.env['PATH'] ?? '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const stop = () => stopProcess(child);
  const listening = new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      logs.push(line);
      const url = / listening on (http:\/\/[\d.:]+)/.exec(line)?.[1];
      if (url !== undefined) resolve(url);
    });
    child.stderr.on('data', (chunk: Buffer) => logs.push(chunk.toString('utf8')));
    child.once('exit', (code) => reject(new Error(`services exited (${code}) before listening:\n${logs.join('\n')}`)));
  });
  try {
    const alive = () => child.exitCode === null && child.signalCode === null;
    const signal = async (name: NodeJS.Signals) => {
      // A process that has already died will not exit again: waiting for it would hang the test.
      if (!alive()) return;
      const exited = once(child, 'exit');
      child.kill(name);
      if (name === 'SIGKILL') await exited;
    };
    return { url: await listening, logs, alive, signal, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}
