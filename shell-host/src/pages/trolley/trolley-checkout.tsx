import { useId } from 'react';
import {
  checkoutButtonTarget,
  checkoutDisabledState,
  type SlotReservation,
  type TrolleyQueryResult,
  type Trolley,
} from '@grocer/shared-contracts/domain';
import layout from '../shared/page-layout.module.css';
import styles from './trolley-page.module.css';

type Props = {
  readonly trolley: Trolley;
  readonly instantCheckout: TrolleyQueryResult['instantCheckout'];
  readonly reservation: SlotReservation | undefined;
  readonly busy: boolean;
  readonly navigate: (path: string) => void;
};

/**
 * The checkout button, by the contracts' rules (spec sections 4 and 5):
 * disabled, with the reason under it, for unavailable items or an unmet
 * minimum spend; otherwise it goes where `checkoutButtonTarget` says. The
 * instant-checkout choice is the header's: here an amend takes the normal path.
 */
export function TrolleyCheckout({ trolley, instantCheckout, reservation, busy, navigate }: Props) {
  const messageId = useId();
  const totals = trolley.trolleyTotals;
  const state = checkoutDisabledState({ onTrolleyPage: true, trolleyTotals: totals, slotType: reservation?.slotType });
  const target = checkoutButtonTarget({
    hardConflicts: totals.trolleyItemCounts.hardConflicts,
    slotBooked: reservation !== undefined,
    fromInterstitials: false,
    amending: trolley.amendingOrder,
    instantCheckout,
  });
  const path = target.kind === 'navigate' ? target.path : target.normalPath;
  const message = state.disabled ? state.message : undefined;
  return (
    <div className={styles.checkout}>
      <button
        type="button"
        className={layout.button}
        aria-disabled={state.disabled || busy}
        aria-describedby={message ? messageId : undefined}
        onClick={() => {
          if (!state.disabled && !busy) navigate(path);
        }}
      >
        Checkout
      </button>
      {message ? (
        <div id={messageId} className={styles.checkoutMessage}>
          {message.title ? <p className={styles.checkoutTitle}>{message.title}</p> : null}
          <p>{message.text}</p>
        </div>
      ) : null}
    </div>
  );
}
