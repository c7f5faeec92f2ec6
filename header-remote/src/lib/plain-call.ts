/*
 * One service call with the page's (or a server's) fetch rather than the header's ky client, for
 * code that must not bring ky: the header's state, the shopper's token and the footer. It carries
 * what every call carries, is logged through the same records as ky's calls (call-log.ts), and its
 * answer is read with the contract's schema, its size checked first (`readAnswer`).
 */
import type * as z from '@grocer/shared-contracts/zod';
import { callStarted, durationSince, logCallFailure, logCallResponse } from './call-log.ts';
import type { Logger } from './logger.ts';
import { readAnswer, serviceBase, ServiceCallError } from './service-calls.ts';

export type PlainCall<T extends z.ZodMiniType> = {
  /** The services' base; `path` is under it. */
  readonly servicesUrl: string;
  /** "v1/header-state": named so in errors, as ky's calls are. */
  readonly path: string;
  /** Method, headers, credentials; the signal is made from `signal` and `timeoutMs`. */
  readonly init: Omit<RequestInit, 'signal'>;
  readonly schema: T;
  /** How the call is named in the log records. */
  readonly service: string;
  readonly logger: Logger;
  /** The server's fetch, or else the page's, looked up on each call (a page or a test may wrap it later). */
  readonly fetch?: typeof globalThis.fetch;
  /** The caller's end for it (an unmount, a server's budget): not a failure, and not logged as one. */
  readonly signal?: AbortSignal;
  /** Past this the call has failed, and is logged so, as the ky client's timeout is. */
  readonly timeoutMs?: number;
  /** Statuses that are answers, not failures: logged as info (still thrown, with their status). */
  readonly quietStatuses?: readonly number[];
};

/** The answer, parsed; a ServiceCallError (its status, 0 when none came or it did not parse) otherwise. */
export async function plainCall<T extends z.ZodMiniType>({
  servicesUrl,
  path,
  init,
  schema,
  service,
  logger,
  fetch = (input, request) => globalThis.fetch(input, request),
  signal,
  timeoutMs,
  quietStatuses = [],
}: PlainCall<T>): Promise<z.infer<T>> {
  const url = new URL(path, serviceBase(servicesUrl));
  const call = `${init.method ?? 'GET'} ${path}`;
  const timeout = timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs);
  const started = callStarted();
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      signal: signal && timeout ? AbortSignal.any([signal, timeout]) : (signal ?? timeout ?? null),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    const message = error instanceof Error ? error.message : String(error);
    logCallFailure(logger, { service, path: url.pathname, duration: durationSince(started) }, message);
    throw new ServiceCallError(`${call} failed: ${message}`, 0);
  }
  const record = { service, path: url.pathname, status: response.status, duration: durationSince(started) };
  logCallResponse(logger, record, response, quietStatuses.includes(response.status));
  if (!response.ok) throw new ServiceCallError(`${call} answered ${response.status}`, response.status);
  return readAnswer(response, schema, path);
}
