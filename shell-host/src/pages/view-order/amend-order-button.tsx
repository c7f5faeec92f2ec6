import { useState } from 'react';
import { ROUTES } from '@grocer/shared-contracts';
import { amendOrder } from '../../api/amend-order.ts';
import { isSignedOutError, serviceErrorCode } from '../../api/service-errors.ts';
import layout from '../shared/page-layout.module.css';

type Props = {
  readonly servicesUrl: string;
  readonly token: string;
  readonly customerOrderId: string;
  readonly navigate: (path: string) => void;
  readonly onSignedOut: () => void;
};

export const AMEND_MESSAGES = {
  starting: 'Starting to amend your order…',
  notAmendable: 'Sorry, this order can no longer be amended.',
  failed: "Sorry, we couldn't start amending this order. Please try again.",
};

type AmendState = 'idle' | 'starting' | 'started' | 'refused' | 'failed';

/**
 * "Amend order": the placed order becomes the shopper's trolley again, and
 * the trolley page (with the header's AMENDING bar) is where they change it.
 */
export function AmendOrderButton({ servicesUrl, token, customerOrderId, navigate, onSignedOut }: Props) {
  const [state, setState] = useState<AmendState>('idle');

  async function amend() {
    if (state === 'starting' || state === 'started') return;
    setState('starting');
    try {
      await amendOrder({ servicesUrl, token }, customerOrderId);
      setState('started');
      navigate(ROUTES.trolley);
    } catch (error) {
      if (isSignedOutError(error)) {
        onSignedOut();
        return;
      }
      console.warn('[shell] could not start amending', error);
      // Refused: past the cut-off or being prepared since the page loaded; trying again will not help.
      setState(serviceErrorCode(error) === 'order_not_amendable' ? 'refused' : 'failed');
    }
  }

  return (
    <div>
      <button
        type="button"
        className={layout.button}
        aria-disabled={state === 'starting' || state === 'started'}
        onClick={() => void amend()}
      >
        Amend order
      </button>
      <p role="status">{state === 'starting' || state === 'started' ? AMEND_MESSAGES.starting : ''}</p>
      {state === 'refused' || state === 'failed' ? (
        <p role="alert" className={layout.error}>
          {state === 'refused' ? AMEND_MESSAGES.notAmendable : AMEND_MESSAGES.failed}
        </p>
      ) : null}
    </div>
  );
}
