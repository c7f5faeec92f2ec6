/**
 * The suite's remote behind a relay of a test's own, which a test can make misbehave as a remote
 * on a bad day does, without touching the remote every other spec uses:
 * - `whole`: each answer passed on as it came;
 * - `trickle`: each answer's status and headers at once, then its body a byte every 100 ms;
 * - `stall`: the status, headers and half the body, then nothing, the connection held open;
 * - `down`: nothing listens on its port (connections are refused) until the next mode.
 * The relay reads each answer whole before misbehaving, with its length, so a client that reads
 * all of it can tell a cut-short answer from a whole one.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export type RemoteFault = 'whole' | 'trickle' | 'stall' | 'down';

/** The request headers a page's server or host sends the remote that matter to its answer. */
const FORWARDED = ['cookie', 'x-csp-nonce', 'authorization', 'if-none-match'];
/** The answer's headers passed on (its length is the relay's: it reads the body decoded). */
const KEPT = ['content-type', 'cache-control', 'etag', 'vary', 'access-control-allow-origin'];

export type FaultRemote = {
  /** The relay's base URL, with a trailing slash: `${url}fragment`, `${url}mf-manifest.json`. */
  readonly url: string;
  /** Every answer from now on misbehaves so (those under way carry on as they were). */
  readonly set: (fault: RemoteFault) => Promise<void>;
  readonly close: () => Promise<void>;
};

/** A relay to `target` (the remote's origin, e.g. http://localhost:3101) on a free port of localhost. */
export async function faultRemote(target: string): Promise<FaultRemote> {
  let fault: RemoteFault = 'whole';
  const sockets = new Set<Socket>();
  const timers = new Set<ReturnType<typeof setInterval>>();

  async function relay(request: IncomingMessage, response: ServerResponse) {
    const headers = Object.fromEntries(
      FORWARDED.flatMap((name) => {
        const value = request.headers[name];
        return typeof value === 'string' ? [[name, value]] : [];
      }),
    );
    const answer = await fetch(new URL(request.url ?? '/', target), { headers, redirect: 'manual' });
    const body = Buffer.from(await answer.arrayBuffer());
    const kept: Record<string, string> = { 'content-length': String(body.length) };
    for (const name of KEPT) {
      const value = answer.headers.get(name);
      if (value !== null) kept[name] = value;
    }
    response.writeHead(answer.status, kept);
    if (fault === 'whole' || body.length === 0) return void response.end(body);
    if (fault === 'stall') return void response.write(body.subarray(0, Math.floor(body.length / 2)));
    let sent = 0;
    const timer = setInterval(() => {
      if (response.destroyed || sent >= body.length) {
        clearInterval(timer);
        timers.delete(timer);
        if (!response.destroyed) response.end();
        return;
      }
      response.write(body.subarray(sent, sent + 1));
      sent += 1;
    }, 100);
    timers.add(timer);
  }

  const server = createServer((request, response) => {
    relay(request, response).catch(() => response.destroy());
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const listen = (port = 0) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as { port: number }).port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const timer of timers) clearInterval(timer);
      timers.clear();
      for (const socket of sockets) socket.destroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });

  const port = await listen();
  return {
    url: `http://127.0.0.1:${port}/`,
    set: async (next) => {
      if (next === 'down' && fault !== 'down') await stop();
      if (next !== 'down' && fault === 'down') await listen(port);
      fault = next;
    },
    close: stop,
  };
}
