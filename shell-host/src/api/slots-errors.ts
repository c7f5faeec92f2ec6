import { ServiceError } from '@grocer/shared-contracts';
import { ServiceCallError } from './api-client.ts';

/** The services' error code of a failed call (e.g. `slot_full`), when it answered one. */
export function serviceErrorCode(error: unknown): string | undefined {
  if (!(error instanceof ServiceCallError)) return undefined;
  const parsed = ServiceError.safeParse(error.body);
  return parsed.success ? parsed.data.error : undefined;
}

/** A 401: the token no longer works, so the page should show the signed-out state. */
export function isSignedOutError(error: unknown): boolean {
  return error instanceof ServiceCallError && error.status === 401;
}

/** The services' own words for a refusal, for the few refusals they word for shoppers. */
export function serviceErrorMessage(error: unknown): string | undefined {
  if (!(error instanceof ServiceCallError)) return undefined;
  const parsed = ServiceError.safeParse(error.body);
  return parsed.success ? parsed.data.message : undefined;
}
