import ky, { isHTTPError, isTimeoutError, type KyInstance } from 'ky';
import { callStarted, durationSince, logCallFailure, logCallResponse } from './call-log.ts';
import { APPLICATION_NAME, DEFAULT_TIMEOUT_MS, serviceBase, UNAUTHENTICATED_TOKEN } from './service-calls.ts';
import type { Emit } from './emitter.ts';
import type { Logger } from './logger.ts';

export { APPLICATION_NAME, DEFAULT_TIMEOUT_MS, UNAUTHENTICATED_TOKEN, serviceBase } from './service-calls.ts';

export type ApiClientOptions = {
  /** The services' base (`props.services.api`); a call may pass its own `baseUrl` (e.g. `services.termSuggest`). */
  readonly baseUrl: string;
  readonly logger: Logger;
  readonly emit: Emit;
  /** The signed-in shopper's token (it may have to be asked for first); none means a signed-out shopper. */
  readonly getToken?: () => string | undefined | Promise<string | undefined>;
  /** The server's own fetch when the header renders on a server; the page's (looked up on each call) otherwise. */
  readonly fetch?: typeof globalThis.fetch;
};

/**
 * Names the service in log records and `auth_required` events: pass
 * `context: { service: 'term-suggest' }` with a call. Falls back to the URL's path.
 */
export type ApiCallContext = {
  readonly service?: string;
  /**
   * Statuses that are answers, not failures, for this call: logged as info and
   * never reported as `auth_required` (a 401 from the token endpoint means
   * "signed out"; the trolley's 400 and 404 are not logged as errors, spec section 8).
   */
  readonly quietStatuses?: readonly number[];
};

function isQuiet(context: Readonly<Record<string, unknown>>, status: number): boolean {
  const quiet = context['quietStatuses'];
  return Array.isArray(quiet) && quiet.includes(status);
}

function serviceName(context: Readonly<Record<string, unknown>>, url: URL): string {
  return typeof context['service'] === 'string' ? context['service'] : url.pathname;
}

/**
 * The header's one HTTP client (ky): the Authorization and breadcrumb headers
 * on every call, a default timeout, no retries (a header that retries
 * multiplies the load on a service that is already struggling), every
 * response logged with its timing (call-log.ts, as the calls made without
 * ky are), and a 401 reported to the host as
 * `auth_required`. The header never redirects on its own.
 *
 * Import it with `import()` from code that runs on interaction: ky is kept out
 * of the closed header's critical JavaScript.
 */
export function createApiClient({ baseUrl, logger, emit, getToken, fetch }: ApiClientOptions): KyInstance {
  const startedAt = new WeakMap<Request, number>();

  return ky.create({
    baseUrl: serviceBase(baseUrl),
    timeout: DEFAULT_TIMEOUT_MS,
    retry: 0,
    // Looked up on each call, so a page (or a test) that wraps fetch later is still honoured.
    fetch: fetch ?? ((input, init) => globalThis.fetch(input, init)),
    hooks: {
      beforeRequest: [
        async ({ request }) => {
          request.headers.set('Authorization', `Bearer ${(await getToken?.()) || UNAUTHENTICATED_TOKEN}`);
          request.headers.set('x-application-name', APPLICATION_NAME);
          startedAt.set(request, callStarted());
        },
      ],
      afterResponse: [
        ({ request, options, response }) => {
          const url = new URL(request.url);
          const record = {
            service: serviceName(options.context, url),
            path: url.pathname,
            status: response.status,
            duration: durationSince(startedAt.get(request)),
          };
          const quiet = isQuiet(options.context, response.status);
          logCallResponse(logger, record, response, quiet);
          if (response.status === 401 && !quiet) emit('auth_required', { service: record.service, status: 401 });
        },
      ],
      beforeError: [
        ({ request, options, error }) => {
          // HTTP errors were logged with their response; an abort is the caller's own choice (a stale request).
          if (isHTTPError(error)) return error;
          if (!isTimeoutError(error) && (request.signal.aborted || error.name === 'AbortError')) return error;
          const url = new URL(request.url);
          const record = {
            service: serviceName(options.context, url),
            path: url.pathname,
            duration: durationSince(startedAt.get(request)),
          };
          logCallFailure(logger, record, error.message);
          return error;
        },
      ],
    },
  });
}
