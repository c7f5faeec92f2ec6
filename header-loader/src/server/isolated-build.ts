/**
 * A release's server build, run in a worker thread of its own (decision 054): the header's render is
 * synchronous React work, and a render that burns the CPU or never yields cannot be interrupted on
 * the thread it runs on, which for the page server is every page's. Here a page waits for its render
 * no longer than its deadline; a render still out then whose worker does not answer a ping holds that
 * worker, which is stopped (the one way to end synchronous code) and replaced by a fresh one running
 * the same verified bytes. A worker that answers is only busy, or its render waiting: it carries on.
 *
 * The render's services calls come back to this thread and go out through the page's own fetch, in
 * the page's async context, so they carry its trace as before (decision 041).
 */
import { AsyncResource } from 'node:async_hooks';
import { Worker } from 'node:worker_threads';
import type { RenderHeaderRequest, RenderOutcome } from './header-render.ts';

/** A build that has not run by then is not run: the remote's 1.4 MB runs in well under a second. */
const LOAD_DEADLINE_MS = 10_000;
/**
 * How long a worker with a render past its deadline has to answer a ping before it is taken to be
 * held and stopped. A render's synchronous work is some 10 ms; this leaves room for a loaded machine.
 * The page does not wait for it: it has its own header at its deadline.
 */
const HOLD_GRACE_MS = 200;

/** What the release's `header/server` module says of itself, as data (render-worker.ts). */
export type Exposed = {
  /** It exports `renderHeader` and `headerFragment`. */
  readonly renders: boolean;
  readonly contractVersion?: unknown;
  readonly hydrationChunks?: unknown;
  readonly stylesheetChunks?: unknown;
  readonly hydrationShares?: unknown;
};

export type WorkerStart = { readonly entryUrl: string; readonly entry: Uint8Array };

/** A services call's request and answer as they cross between the threads. */
export type CallRequest = {
  readonly method: string;
  readonly headers: [string, string][];
  readonly body?: ArrayBuffer;
  readonly redirect: RequestRedirect;
};
export type CallAnswer = {
  readonly status: number;
  readonly statusText: string;
  readonly headers: [string, string][];
  readonly body: ArrayBuffer;
};

export type ToWorker =
  | {
      readonly type: 'render';
      readonly id: number;
      readonly request: Omit<RenderHeaderRequest, 'fetch'>;
      readonly deadlineAt: number;
    }
  | { readonly type: 'answer'; readonly id: number; readonly answer?: CallAnswer; readonly error?: string }
  | { readonly type: 'ping' };

export type FromWorker =
  | { readonly type: 'loaded'; readonly exposed: Exposed }
  | { readonly type: 'load-failed'; readonly problem: string }
  | { readonly type: 'rendered'; readonly id: number; readonly outcome: RenderOutcome }
  | {
      readonly type: 'call';
      readonly id: number;
      readonly render: number;
      readonly url: string;
      readonly request: CallRequest;
    }
  | { readonly type: 'abort'; readonly id: number }
  | { readonly type: 'pong' };

export type IsolatedBuild = {
  readonly exposed: Exposed;
  /**
   * Renders in the build's worker: its outcome; or, at `deadlineAt` (ms since the epoch) and a grace
   * at most, `late`, or `held` when it held the worker's thread, which is then replaced.
   */
  readonly render: (request: RenderHeaderRequest, deadlineAt: number) => Promise<RenderOutcome>;
  /** Frees the build: its worker ends once the renders under way are done. */
  readonly release: () => void;
};

/** One worker running the build, with what it has under way. */
type Running = {
  readonly worker: Worker;
  readonly loaded: Promise<Exposed>;
  /** Messages from the worker so far: unchanged over a ping's grace, its thread is held. */
  heard: number;
  ended: boolean;
  readonly renders: Map<number, { readonly settle: (outcome: RenderOutcome) => void; readonly fetch: typeof fetch }>;
  readonly calls: Map<number, AbortController>;
};

let renderIds = 0;

/** The worker's module beside this one: the source in the workspace, the built file in the installed kit. */
const RENDER_WORKER = new URL(`./render-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);

/** Runs `entry` (the verified bytes of `entryUrl`) in a worker; throws when it does not run. */
export async function startIsolatedBuild(
  entryUrl: string,
  entry: Uint8Array,
  /** Told of each render that held its worker (the page server counts them). */
  onHeld: () => void = () => {},
): Promise<IsolatedBuild> {
  let released = false;
  const first = spawn();
  let running: Running | undefined = first;

  function spawn(): Running {
    const worker = new Worker(RENDER_WORKER, {
      workerData: { entryUrl, entry } satisfies WorkerStart,
    });
    let loaded: (exposed: Exposed) => void = () => {};
    let failed: (problem: string) => void = () => {};
    const self: Running = {
      worker,
      loaded: new Promise<Exposed>((resolve, reject) => {
        loaded = resolve;
        failed = (problem) => reject(new Error(problem));
      }),
      heard: 0,
      ended: false,
      renders: new Map(),
      calls: new Map(),
    };
    // A load that fails ends the worker, and the renders waiting for it are late.
    self.loaded.catch((error: unknown) => end(self, String(error)));
    const tooLong = setTimeout(() => failed(`it did not run within ${LOAD_DEADLINE_MS} ms`), LOAD_DEADLINE_MS);
    void self.loaded.finally(() => clearTimeout(tooLong)).catch(() => {});
    worker.on('message', (message: FromWorker) => {
      self.heard += 1;
      if (message.type === 'loaded') loaded(message.exposed);
      else if (message.type === 'load-failed') failed(message.problem);
      else if (message.type === 'rendered') self.renders.get(message.id)?.settle(message.outcome);
      else if (message.type === 'call') call(self, message);
      else if (message.type === 'abort') self.calls.get(message.id)?.abort();
    });
    // The release's code threw where nothing caught it, or ended its thread: one failure, of the
    // oldest render (a stray error is the release's, not every page's), the others late.
    const gone = (problem: string) => {
      failed(problem);
      const [oldest] = self.renders.keys();
      const blamed =
        oldest === undefined ? undefined : { id: oldest, outcome: { failure: 'failed', problem } as const };
      end(self, `its worker stopped: ${problem}`, blamed);
    };
    worker.on('error', (error) => gone(`its worker failed: ${String(error)}`));
    worker.on('exit', (code) => gone(`its worker exited with code ${code}`));
    // The page server's own handles keep it alive; an idle render worker never does (after the
    // listeners, which would hold it again).
    worker.unref();
    return self;
  }

  /** A services call of one of the worker's renders, made with that page's fetch in that page's context. */
  function call(self: Running, { id, render, url, request }: Extract<FromWorker, { type: 'call' }>) {
    const answer = (message: ToWorker, transfer: ArrayBuffer[] = []) => {
      self.calls.delete(id);
      if (!self.ended) self.worker.postMessage(message, transfer);
    };
    const page = self.renders.get(render);
    if (!page) return answer({ type: 'answer', id, error: 'its render is over' });
    const controller = new AbortController();
    self.calls.set(id, controller);
    page
      .fetch(url, { ...request, signal: controller.signal })
      .then(async (response) => {
        const body = await response.arrayBuffer();
        const { status, statusText } = response;
        answer({ type: 'answer', id, answer: { status, statusText, headers: [...response.headers], body } }, [body]);
      })
      .catch((error: unknown) => answer({ type: 'answer', id, error: String(error) }));
  }

  /** Ends a worker: the render to blame, if any, answers its outcome, and every other still out in it is late. */
  function end(self: Running, problem: string, blamed?: { readonly id: number; readonly outcome: RenderOutcome }) {
    if (self.ended) return;
    self.ended = true;
    if (running === self) running = undefined;
    void self.worker.terminate();
    for (const controller of self.calls.values()) controller.abort();
    for (const [id, { settle }] of [...self.renders]) {
      settle(id === blamed?.id ? blamed.outcome : { failure: 'late', problem });
    }
  }

  /** The render `id` held its worker past its deadline: the worker is stopped, and another started. */
  function hold(self: Running, id: number) {
    onHeld();
    const outcome = { failure: 'held', problem: 'it held its thread past its deadline' } as const;
    end(self, 'another render held its worker, which was stopped', { id, outcome });
    // At once, so the next page does not wait for the build to run again.
    if (!released) running = spawn();
  }

  function render(request: RenderHeaderRequest, deadlineAt: number): Promise<RenderOutcome> {
    const { fetch: fetchFn = fetch, ...data } = request;
    const self = running ?? (running = spawn());
    const id = (renderIds += 1);
    return new Promise<RenderOutcome>((resolve) => {
      let sent = false;
      let grace: NodeJS.Timeout | undefined;
      const deadline = setTimeout(
        () => {
          if (!sent) return settle({ failure: 'late', problem: 'its worker was still running the build' });
          // Any message will do: a worker whose thread is free answers this at once.
          const heard = self.heard;
          self.worker.postMessage({ type: 'ping' } satisfies ToWorker);
          grace = setTimeout(
            // After the messages already here are read (the poll phase comes before setImmediate's):
            // a page server that was itself busy must not stop a worker that did answer.
            () =>
              setImmediate(() => {
                if (!self.renders.has(id)) return;
                if (self.heard === heard) return hold(self, id);
                settle({ failure: 'late', problem: 'not answered by its deadline' });
              }),
            HOLD_GRACE_MS,
          );
        },
        Math.max(0, deadlineAt - Date.now()),
      );
      const settle = (outcome: RenderOutcome) => {
        clearTimeout(deadline);
        clearTimeout(grace);
        self.renders.delete(id);
        resolve(outcome);
        if (released && self.renders.size === 0) end(self, 'its release was freed');
      };
      self.renders.set(id, { settle, fetch: AsyncResource.bind(fetchFn) });
      self.loaded.then(
        () => {
          if (!self.renders.has(id) || self.ended) return;
          try {
            self.worker.postMessage({ type: 'render', id, request: data, deadlineAt } satisfies ToWorker);
            sent = true;
          } catch (error) {
            settle({ failure: 'failed', problem: `its request could not be sent: ${String(error)}` });
          }
        },
        () => {},
      );
    });
  }

  const exposed = await first.loaded;
  return {
    exposed,
    render,
    release() {
      released = true;
      if (running && running.renders.size === 0) end(running, 'its release was freed');
    },
  };
}
