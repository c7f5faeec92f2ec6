import * as z from '@grocer/shared-contracts/zod';
import { ServiceError } from '@grocer/shared-contracts/domain';

/** Sent as `x-application-name` on every call, so the services' logs say who called (spec section 7). */
export const APPLICATION_NAME = 'fernleaf-shell-host';

/** A call that did not give the answer we need: an HTTP error, a network failure or a reply that does not parse. */
export class ServiceCallError extends Error {
  /** The HTTP status; 0 when no answer arrived or the answer could not be read. */
  readonly status: number;
  /** The error answer's JSON, unparsed (e.g. a PlaceOrderError's code); undefined when there was none. */
  readonly body: unknown;
  override readonly name = 'ServiceCallError';

  constructor(message: string, status: number, body?: unknown) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

export type ServiceCall = {
  /** The services' base URL, e.g. http://localhost:4000 (from the shell config). */
  readonly servicesUrl: string;
  /** Path and query, starting with "/". */
  readonly path: string;
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The shopper's bearer token; signed out calls send "unauthenticated". */
  readonly token?: string | undefined;
  readonly body?: unknown;
  readonly signal?: AbortSignal | undefined;
  /**
   * 'include' sends and accepts the services' cookies (the token session,
   * docs/decisions/007-token-session-cookie.md); only the auth calls need it.
   */
  readonly credentials?: RequestCredentials | undefined;
};

export function servicesPath(servicesUrl: string, path: string): string {
  return `${servicesUrl.replace(/(?<!\/)\/+$/, '')}${path}`;
}

/**
 * The host's one way to call the services: bearer and breadcrumb headers, JSON
 * in and out, and the answer parsed with the contract's schema, so nothing the
 * services send reaches a page unchecked. Throws ServiceCallError; an abort
 * rethrows the AbortError as it is.
 */
export async function callService<T extends z.ZodMiniType>(schema: T, call: ServiceCall): Promise<z.infer<T>> {
  const url = servicesPath(call.servicesUrl, call.path);
  const headers: Record<string, string> = {
    authorization: `Bearer ${call.token ?? 'unauthenticated'}`,
    'x-application-name': APPLICATION_NAME,
  };
  if (call.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(url, {
      method: call.method ?? 'GET',
      headers,
      body: call.body === undefined ? null : JSON.stringify(call.body),
      signal: call.signal ?? null,
      ...(call.credentials ? { credentials: call.credentials } : {}),
    });
  } catch (error) {
    if (call.signal?.aborted) throw error;
    throw new ServiceCallError(`Could not reach ${url}: ${String(error)}`, 0);
  }

  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const problem = ServiceError.safeParse(json);
    const detail = problem.success ? `${problem.data.error}: ${problem.data.message}` : response.statusText;
    throw new ServiceCallError(
      `${call.method ?? 'GET'} ${call.path} answered ${response.status} (${detail})`,
      response.status,
      json,
    );
  }
  return readAnswer(schema, call.path, json);
}

/**
 * A successful answer to `path`, parsed with the contract's schema: a fresh one, or one the
 * server loaded for the page (pages/shared/preloaded-answers.ts). Throws ServiceCallError.
 */
export function readAnswer<T extends z.ZodMiniType>(schema: T, path: string, json: unknown): z.infer<T> {
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ServiceCallError(`${path} sent an answer we cannot read: ${z.prettifyError(parsed.error)}`, 0);
  }
  return parsed.data;
}
