import { Modal } from '../../ui/modal.tsx';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import { PLACING_LABEL } from './choice-modal.tsx';
import type { ErrorModalButton, ErrorModalContent } from './error-modal-content.ts';
import styles from './instant-checkout.module.css';
import { PageLink } from './page-link.tsx';
import { WaitingButton } from './waiting-button.tsx';

type Props = {
  readonly isOpen: boolean;
  readonly content: ErrorModalContent;
  /** Placing again on the previous slot (ORDER_ORCHESTRATION_058): that button waits, nothing else acts. */
  readonly placing: boolean;
  /** A button that is not a page link: keep the previous slot, or reload. */
  readonly onButton: (button: Exclude<ErrorModalButton, { kind: 'navigate' }>) => void;
  readonly onRequestClose: () => void;
  readonly onAfterOpen?: () => void;
  readonly onAfterClose?: () => void;
};

/** An instant checkout error (spec section 8): the catalogue's message and what the shopper can do next. */
export function PlaceOrderErrorModal({
  isOpen,
  content,
  placing,
  onButton,
  onRequestClose,
  onAfterOpen,
  onAfterClose,
}: Props) {
  return (
    <Modal
      isOpen={isOpen}
      title={content.title}
      closable={!placing}
      onRequestClose={onRequestClose}
      onAfterOpen={onAfterOpen}
      onAfterClose={onAfterClose}
    >
      {content.body.map((paragraph) => (
        <p key={paragraph} className={styles.body}>
          {paragraph}
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
      <div role="status">{placing ? <VisuallyHidden>{PLACING_LABEL}</VisuallyHidden> : null}</div>
    </Modal>
  );
}
