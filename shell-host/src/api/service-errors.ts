import { ServiceError } from '@grocer/shared-contracts/domain';
import { ServiceCallError } from './api-client.ts';

/** The services' error body of a failed call, when it answered one. */
function serviceErrorBody(error: unknown): ServiceError | undefined {
  if (!(error instanceof ServiceCallError)) return undefined;
  const parsed = ServiceError.safeParse(error.body);
  return parsed.success ? parsed.data : undefined;
}

/** The services' error code of a failed call (e.g. `slot_full`), when it answered one. */
export function serviceErrorCode(error: unknown): string | undefined {
  return serviceErrorBody(error)?.error;
}

/** The services' own words for a refusal, for the few refusals they word for shoppers. */
export function serviceErrorMessage(error: unknown): string | undefined {
  return serviceErrorBody(error)?.message;
}

/** A 401: the token no longer works, so the page should show the signed-out state. */
export function isSignedOutError(error: unknown): boolean {
  return error instanceof ServiceCallError && error.status === 401;
}

/** A 404, or a 400 for an id the services cannot read: there is no such thing for this shopper. */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ServiceCallError && (error.status === 404 || error.status === 400);
}
