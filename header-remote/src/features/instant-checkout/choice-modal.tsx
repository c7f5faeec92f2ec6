import { Modal } from '../../ui/modal.tsx';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import styles from './instant-checkout.module.css';
import { PageLink } from './page-link.tsx';
import { WaitingButton } from './waiting-button.tsx';

export const CHOICE_TITLE = 'Check out the way you want';
export const PLACING_LABEL = 'Placing your order…';

type Props = {
  readonly isOpen: boolean;
  readonly normalPath: string;
  /** The order is being placed: the button waits and the modal cannot be closed. */
  readonly placing: boolean;
  readonly onInstantCheckout: () => void;
  readonly onRequestClose: () => void;
  readonly onAfterOpen?: () => void;
  readonly onAfterClose?: () => void;
};

/** "Check out the way you want" (spec section 4): instant checkout, or the normal checkout journey. */
export function ChoiceModal({
  isOpen,
  normalPath,
  placing,
  onInstantCheckout,
  onRequestClose,
  onAfterOpen,
  onAfterClose,
}: Props) {
  return (
    <Modal
      isOpen={isOpen}
      title={CHOICE_TITLE}
      closable={!placing}
      onRequestClose={onRequestClose}
      onAfterOpen={onAfterOpen}
      onAfterClose={onAfterClose}
    >
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
      <div role="status">{placing ? <VisuallyHidden>{PLACING_LABEL}</VisuallyHidden> : null}</div>
    </Modal>
  );
}
