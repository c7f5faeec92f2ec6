import { useRef, useState } from 'react';
import { dispatchHostEvent } from '@grocer/shared-contracts';
import { type Quantity, type TrolleyItem, type TrolleyQueryResult } from '@grocer/shared-contracts/domain';
import { ServiceCallError } from '../../api/api-client.ts';
import type { SignedInCall } from '../../api/service-call.ts';
import { forgetShopperSession } from '../../api/shopper-session.ts';
import { removeItemFromTrolley, updateItemQuantity } from '../../api/trolley.ts';
import { quantityText } from './quantity-steps.ts';

export type TrolleyChange =
  | { readonly kind: 'quantity'; readonly line: TrolleyItem; readonly name: string; readonly quantity: Quantity }
  | { readonly kind: 'remove'; readonly line: TrolleyItem; readonly name: string };

export type ChangeState =
  | { readonly status: 'idle' }
  | { readonly status: 'changing' }
  /** What changed, for the status message. */
  | { readonly status: 'changed'; readonly message: string }
  | { readonly status: 'failed'; readonly message: string };

/** Names the trolley page in the trolley events the header listens for. */
export const TROLLEY_EVENT_SOURCE = 'trolley-page';

export const CHANGE_MESSAGES = {
  failed: "Sorry, we couldn't change your trolley. Please try again.",
  refused: (reason: string) => `Sorry, we couldn't change your trolley: ${reason}`,
  removed: (name: string) => `${name} removed from your trolley`,
  updated: (name: string, quantity: Quantity) => `${name}: quantity now ${quantityText(quantity)}`,
};

/**
 * One trolley change at a time, between the started and finished trolley
 * events (so the header shows its loading state and refreshes its totals).
 * Every answer is the whole trolley after the change, which replaces the page's.
 */
export function useTrolleyChanges(
  call: SignedInCall,
  customerOrderId: string,
  initial: TrolleyQueryResult,
): {
  readonly result: TrolleyQueryResult;
  readonly change: ChangeState;
  readonly apply: (change: TrolleyChange) => void;
} {
  const [result, setResult] = useState(initial);
  const [change, setChange] = useState<ChangeState>({ status: 'idle' });
  // A ref, not the state: two quick clicks must not send two changes before the page re-renders.
  const busy = useRef(false);

  async function run(request: TrolleyChange) {
    busy.current = true;
    setChange({ status: 'changing' });
    dispatchHostEvent('started_trolley_update', { source: TROLLEY_EVENT_SOURCE });
    try {
      const answer =
        request.kind === 'remove' || request.quantity.amount === 0
          ? await removeItemFromTrolley(call, customerOrderId, request.line.trolleyItemId)
          : await updateItemQuantity(call, customerOrderId, request.line.trolleyItemId, request.quantity);
      if (answer.trolley) setResult(answer);
      const [failure] = answer.failures;
      if (failure) setChange({ status: 'failed', message: CHANGE_MESSAGES.refused(failure.message) });
      else if (request.kind === 'remove' || request.quantity.amount === 0) {
        setChange({ status: 'changed', message: CHANGE_MESSAGES.removed(request.name) });
      } else setChange({ status: 'changed', message: CHANGE_MESSAGES.updated(request.name, request.quantity) });
    } catch (error) {
      if (error instanceof ServiceCallError && error.status === 401) {
        // The session has ended: the whole page (and its sign-in prompt) follows.
        forgetShopperSession();
        return;
      }
      console.warn('[shell] trolley change failed', error);
      setChange({ status: 'failed', message: CHANGE_MESSAGES.failed });
    } finally {
      busy.current = false;
      // Always: the header leaves its loading state and refreshes the totals.
      dispatchHostEvent('finished_trolley_update', { source: TROLLEY_EVENT_SOURCE });
    }
  }

  return {
    result,
    change,
    apply: (request) => {
      if (!busy.current) void run(request);
    },
  };
}
