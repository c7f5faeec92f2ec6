import styles from './instant-checkout.module.css';
import { PageLink } from './page-link.tsx';
import { PLACING_LABEL, PlacingModal, type PlacingModalProps } from './placing-modal.tsx';
import { WaitingButton } from './waiting-button.tsx';

export const CHOICE_TITLE = 'Check out the way you want';

type Props = PlacingModalProps & {
  readonly normalPath: string;
  readonly onInstantCheckout: () => void;
};

/** "Check out the way you want" (spec section 4): instant checkout, or the normal checkout journey. */
export function ChoiceModal({ normalPath, onInstantCheckout, ...modal }: Props) {
  const { placing } = modal;
  return (
    <PlacingModal {...modal} title={CHOICE_TITLE}>
      <p className={styles.intro}>
        You&apos;re changing an order you&apos;ve already placed. How would you like to check out?
      </p>
      <ul className={styles.options}>
        <li className={styles.option}>
          <h3 className={styles.optionTitle}>Instant checkout</h3>
          <p className={styles.optionText}>
            Confirm your changes now, with your booked slot and the payment card from your original order.
          </p>
          <WaitingButton waiting={placing} waitingLabel={PLACING_LABEL} onClick={onInstantCheckout}>
            Check out now
          </WaitingButton>
        </li>
        <li className={styles.option}>
          <h3 className={styles.optionTitle}>Normal checkout</h3>
          <p className={styles.optionText}>Review your slot, payment and promo codes before you place your order.</p>
          <PageLink path={normalPath} className={styles.secondary} inactive={placing}>
            Go to checkout
          </PageLink>
        </li>
      </ul>
    </PlacingModal>
  );
}
