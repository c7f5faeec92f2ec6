import { MessageText } from '../../../ui/message-text.tsx';
import type { ErrorModalButton, ErrorModalContent } from './error-modal-content.ts';
import styles from './instant-checkout.module.css';
import { PageLink } from './page-link.tsx';
import { PLACING_LABEL, PlacingModal, type PlacingModalProps } from './placing-modal.tsx';
import { WaitingButton } from './waiting-button.tsx';

type Props = PlacingModalProps & {
  readonly content: ErrorModalContent;
  /** A button that is not a page link: keep the previous slot, or reload. */
  readonly onButton: (button: Exclude<ErrorModalButton, { kind: 'navigate' }>) => void;
};

/**
 * An instant checkout error (spec section 8): the catalogue's message and what
 * the shopper can do next. Placing again on the previous slot
 * (ORDER_ORCHESTRATION_058) is the one wait: that button waits, nothing else acts.
 */
export function PlaceOrderErrorModal({ content, onButton, ...modal }: Props) {
  const { placing } = modal;
  return (
    <PlacingModal {...modal} title={content.title}>
      {content.body.map((paragraph) => (
        <p key={paragraph} className={styles.body}>
          {/* The services' own words may carry a little HTML (111's number to call, in bold): read safely. */}
          <MessageText text={paragraph} html />
        </p>
      ))}
      <div className={styles.actions}>
        {content.buttons.map((button, index) => {
          const className = index === 0 ? styles.primary : styles.secondary;
          if (button.kind === 'navigate') {
            return (
              <PageLink key={button.label} path={button.path} className={className} inactive={placing}>
                {button.label}
              </PageLink>
            );
          }
          return (
            <WaitingButton
              key={button.label}
              waiting={placing}
              waitingLabel={PLACING_LABEL}
              onClick={() => onButton(button)}
            >
              {button.label}
            </WaitingButton>
          );
        })}
      </div>
    </PlacingModal>
  );
}
