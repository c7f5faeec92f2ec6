/**
 * The thread a release's server build runs in (isolated-build.ts): it runs the verified entry it is
 * started with, says what the module exposes, and renders the pages it is sent. Each render's
 * services calls are made by the page server, with the page's fetch (its trace, decision 041), and
 * answered here as a Response.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type HeaderServerModule, renderWith } from './header-render.ts';
import type { CallAnswer, Exposed, FromWorker, ToWorker, WorkerStart } from './isolated-build.ts';
import { runServerBuild } from './server-build-instance.ts';

if (!parentPort) throw new Error('render-worker.ts runs as a worker thread');
const port = parentPort;
const post = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

/** The calls waiting for the page server's answer, by id. */
const calls = new Map<number, (answer: { answer?: CallAnswer; error?: string }) => void>();
let callIds = 0;

/** Statuses whose Response has no body. */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/** The fetch a render is given: each call made by the page server, for the render `render`. */
const fetchFor =
  (render: number): typeof fetch =>
  async (input, init) => {
    const request = new Request(input, init);
    request.signal.throwIfAborted();
    const body = request.body ? await request.arrayBuffer() : undefined;
    const id = (callIds += 1);
    const answered = new Promise<{ answer?: CallAnswer; error?: string }>((resolve) => calls.set(id, resolve));
    const aborted = new Promise<never>((_resolve, reject) => {
      request.signal.addEventListener(
        'abort',
        () => {
          calls.delete(id);
          post({ type: 'abort', id });
          reject(request.signal.reason);
        },
        { once: true },
      );
    });
    const { method, redirect } = request;
    post(
      {
        type: 'call',
        id,
        render,
        url: request.url,
        request: { method, headers: [...request.headers], body, redirect },
      },
      body ? [body] : [],
    );
    const { answer, error } = await Promise.race([answered, aborted]);
    if (!answer) throw new TypeError('fetch failed', { cause: error });
    const { status, statusText, headers } = answer;
    return new Response(NULL_BODY.has(status) ? null : answer.body, { status, statusText, headers });
  };

/** What the module says of itself, each value as data (or as something that is not a list, which the host refuses). */
function exposedOf(value: unknown): Exposed {
  const module = value as Partial<HeaderServerModule> & Record<string, unknown>;
  const data = (key: string) => {
    try {
      return structuredClone(module[key]);
    } catch {
      return 'not data';
    }
  };
  return {
    renders: typeof module?.renderHeader === 'function' && typeof module.headerFragment === 'function',
    contractVersion: data('contractVersion'),
    hydrationChunks: data('hydrationChunks'),
    stylesheetChunks: data('stylesheetChunks'),
    hydrationShares: data('hydrationShares'),
  };
}

let module: HeaderServerModule | undefined;

port.on('message', (message: ToWorker) => {
  if (message.type === 'ping') return post({ type: 'pong' });
  if (message.type === 'answer') {
    calls.get(message.id)?.(message);
    return void calls.delete(message.id);
  }
  const { id, request, deadlineAt } = message;
  // Waiting behind a render that took long: the page has had its own header; this one is not begun.
  if (!module || Date.now() >= deadlineAt) {
    return post({ type: 'rendered', id, outcome: { failure: 'late', problem: 'not begun by its deadline' } });
  }
  void renderWith(module, { ...request, fetch: fetchFor(id) }).then((outcome) =>
    post({ type: 'rendered', id, outcome }),
  );
});

const { entryUrl, entry } = workerData as WorkerStart;
try {
  const exposed = await runServerBuild(entryUrl, entry);
  module = exposed as HeaderServerModule;
  post({ type: 'loaded', exposed: exposedOf(exposed) });
} catch (error) {
  post({ type: 'load-failed', problem: String(error) });
}
