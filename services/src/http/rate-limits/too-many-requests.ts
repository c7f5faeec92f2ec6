import { ServiceHttpError } from '../errors.ts';

/** The 429 every limit answers: whole seconds to wait, in the message and in `retry-after`. */
export function tooManyRequests(what: string, waitMs: number): ServiceHttpError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new ServiceHttpError(
    429,
    'too_many_requests',
    `${what} Please wait ${seconds === 1 ? '1 second' : `${seconds} seconds`} and try again.`,
    { 'retry-after': String(seconds) },
  );
}
