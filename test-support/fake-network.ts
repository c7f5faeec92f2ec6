/**
 * The services faked at the network, for the header's and the host's tests and stories: one
 * handler per endpoint, keyed "METHOD /path", and one way to put a fake where the page's fetch is.
 * End-to-end tests use the real services.
 */

/** A request as a handler sees it: its body already read (JSON parsed, or the text). */
export type FakeRequest = {
  readonly method: string;
  readonly url: URL;
  readonly headers: Headers;
  readonly body: unknown;
  readonly credentials: RequestCredentials | undefined;
  readonly signal: AbortSignal | undefined;
};
export type FakeHandler = (request: FakeRequest) => Response | Promise<Response>;
/**
 * "METHOD /path": the path is the end of the request's (so a services URL with a path of its own,
 * e.g. /api, needs no other key), and a last segment `*` stands for any rest, e.g. "GET /addresses/*".
 */
export type FakeHandlers = Readonly<Record<string, FakeHandler>>;

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A call that never answers: the page stays in its waiting state. */
export const never: FakeHandler = () => new Promise<Response>(() => {});

/** The request a fetch call makes, read for a handler. */
export async function readRequest(input: RequestInfo | URL, init: RequestInit = {}): Promise<FakeRequest> {
  const request = input instanceof Request ? input : new Request(input, init);
  // A string body is read as it is: reading the request's stream would answer a turn of the event loop later.
  const text =
    typeof init.body === 'string'
      ? init.body
      : request.method === 'GET' || request.method === 'HEAD'
        ? ''
        : await request.clone().text();
  return {
    method: request.method,
    url: new URL(request.url),
    headers: request.headers,
    body: text === '' ? undefined : parsed(text),
    credentials: init.credentials ?? (input instanceof Request ? input.credentials : undefined),
    // The caller's own signal, so a handler sees the reason it was aborted with.
    signal: init.signal ?? (input instanceof Request ? input.signal : undefined),
  };
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function matches(key: string, method: string, path: string): boolean {
  const [keyMethod, keyPath = ''] = key.split(' ');
  if (keyMethod !== method) return false;
  if (!keyPath.endsWith('/*')) return path.endsWith(keyPath);
  const stem = keyPath.slice(0, -1);
  const at = path.lastIndexOf(stem);
  return at >= 0 && at + stem.length < path.length;
}

/** The handlers' answer to a request: the longest key that matches it, or a 404. */
export function answer(handlers: FakeHandlers, request: FakeRequest): Promise<Response> {
  if (request.signal?.aborted) return Promise.reject(new DOMException('Aborted', 'AbortError'));
  const path = request.url.pathname;
  const key = Object.keys(handlers)
    .filter((candidate) => matches(candidate, request.method, path))
    .sort((a, b) => b.length - a.length)[0];
  const handler = key === undefined ? undefined : handlers[key];
  if (handler) return Promise.resolve(handler(request));
  return Promise.resolve(json({ error: 'not_found', message: `No fake for ${request.method} ${path}` }, 404));
}

/** A fetch answered by the handlers, recording every request. */
export function fakeNetwork(handlers: FakeHandlers) {
  const requests: FakeRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = await readRequest(input, init);
    requests.push(request);
    return answer(handlers, request);
  };
  return { fetch, requests, calls: (path: string) => requests.filter((request) => request.url.pathname === path) };
}

/**
 * Puts a fake's `fetch` in place of the page's; returns what puts the page's back, which a
 * story's or a test's `beforeEach` can return as its cleanup.
 */
export function installFetch(fake: { readonly fetch: typeof globalThis.fetch }): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = fake.fetch;
  return () => {
    globalThis.fetch = original;
  };
}
