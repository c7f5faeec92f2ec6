/*
 * How every service call is logged (spec sections 7 and 8: each response with its timing; a failure
 * with service, path, duration, status and message), without ky: the ky client's hooks
 * (api-client.ts) and the calls made with the page's fetch (plain-call.ts) log through these,
 * so there is one shape of record whichever made the call.
 */
import type { Logger } from './logger.ts';

/** What every record of a call holds. */
export type CallRecord = {
  /** The service's name (`context.service`), or else the URL's path. */
  readonly service: string;
  readonly path: string;
  /** 0 when there was no answer. */
  readonly status: number;
  /** Milliseconds from the request to its answer or failure; undefined when its start was not seen. */
  readonly duration: number | undefined;
};

/** When a call started, for `durationSince`. */
export const callStarted = (): number => performance.now();

export function durationSince(started: number | undefined): number | undefined {
  return started === undefined ? undefined : Math.round(performance.now() - started);
}

/**
 * An answer: info when it is a success or a status the call expects (`quiet`: the token endpoint's
 * 401, the trolley's 400 and 404), an error with its message otherwise.
 */
export function logCallResponse(
  logger: Logger,
  record: CallRecord,
  response: { readonly ok: boolean; readonly statusText: string },
  quiet = false,
): void {
  if (response.ok || quiet) logger.info('API response', record);
  else logger.error('API error response', { ...record, message: response.statusText || `HTTP ${record.status}` });
}

/** No answer at all (the network, a timeout): an error, status 0. */
export function logCallFailure(logger: Logger, record: Omit<CallRecord, 'status'>, message: string): void {
  logger.error('API request failed', { ...record, status: 0, message });
}
