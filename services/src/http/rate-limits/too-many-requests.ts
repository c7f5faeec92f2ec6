import { Counter } from '@grocer/server-telemetry';
import { ServiceHttpError } from '../errors.ts';

const refusals = new Counter({
  name: 'services_rate_limit_refusals_total',
  help: 'Requests refused with 429, by the limit that was full (its name in rate-limit-rules.ts).',
  labelNames: ['limit'] as const,
});

/**
 * The 429 every limit answers: whole seconds to wait, in the message and in `retry-after`.
 * Counted under `limit`, one of RATE_LIMITS' names (a fixed few).
 */
export function tooManyRequests(what: string, waitMs: number, limit: string): ServiceHttpError {
  refusals.inc({ limit });
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new ServiceHttpError(
    429,
    'too_many_requests',
    `${what} Please wait ${seconds === 1 ? '1 second' : `${seconds} seconds`} and try again.`,
    { 'retry-after': String(seconds) },
  );
}
