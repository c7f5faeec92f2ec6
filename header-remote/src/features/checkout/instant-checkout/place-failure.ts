import { isHTTPError, isTimeoutError } from 'ky';
import {
  PlaceOrderError,
  placeOrderFailureKey,
  type OrderSlot,
  type PlaceOrderFailureKey,
} from '@grocer/shared-contracts/domain';

/** Why an instant checkout did not complete: the catalogue key, plus what the service said. */
export type PlaceFailure = {
  readonly key: PlaceOrderFailureKey;
  /** The service's own message (ORDER_ORCHESTRATION_111 names the customer services number in it). */
  readonly serviceMessage?: string;
  /** With ORDER_ORCHESTRATION_058: the previously confirmed slot, still held for the order. */
  readonly previousSlot?: OrderSlot;
  /** The HTTP status, 0 when there was no answer; for the log. */
  readonly status: number;
};

/** A failed instant-checkout step, carrying what the error modal needs. */
export class PlaceFailed extends Error {
  override name = 'PlaceFailed';
  readonly failure: PlaceFailure;

  constructor(failure: PlaceFailure, message: string = failure.key) {
    super(message);
    this.failure = failure;
  }
}

function codeOf(data: unknown): unknown {
  return typeof data === 'object' && data !== null && 'code' in data ? data.code : undefined;
}

/**
 * Reads a failed call (spec section 8): a refusal's `code` picks its catalogue
 * entry; a call without a code is TIMEOUT when it timed out, otherwise UNKNOWN_ERROR.
 */
export function placeFailureFrom(error: unknown): PlaceFailure {
  if (error instanceof PlaceFailed) return error.failure;
  if (isTimeoutError(error)) return { key: placeOrderFailureKey({ timedOut: true }), status: 0 };
  if (!isHTTPError(error)) return { key: 'UNKNOWN_ERROR', status: 0 };
  const status = error.response.status;
  const refusal = PlaceOrderError.safeParse(error.data);
  if (refusal.success) {
    const { code, message, previousSlot } = refusal.data;
    return { key: code, serviceMessage: message, status, ...(previousSlot ? { previousSlot } : {}) };
  }
  // A known code in an otherwise odd body still gets its own modal (without the extras it could not read).
  return { key: placeOrderFailureKey({ code: codeOf(error.data) }), status };
}
