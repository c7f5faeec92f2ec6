import { reloadPage } from '../lib/navigate.ts';
import { Modal } from './modal.tsx';
import { ModalButtons } from './modal-buttons.tsx';
import styles from './error-modal.module.css';

export const ERROR_MODAL_TEXTS = {
  title: "Sorry, we're experiencing an unexpected error.",
  body: 'These problems are normally temporary. Please refresh the page, restart your browser or try again a little later.',
  ok: 'OK',
} as const;

type Props = {
  readonly isOpen: boolean;
  /** Names the failure in the tracking events (`modal_open`, `header_error`). */
  readonly trackingId?: string;
  /** What OK does; the page reload unless a story or test says otherwise. */
  readonly onOk?: () => void;
};

/**
 * The generic unexpected error modal (spec section 8). It must be answered:
 * no close button, Escape or overlay click; OK reloads the page. Being an
 * error, its opening is also reported as a header error.
 */
export function ErrorModal({ isOpen, trackingId = 'unexpected-error', onOk = reloadPage }: Props) {
  return (
    <Modal
      isOpen={isOpen}
      title={ERROR_MODAL_TEXTS.title}
      closable={false}
      onRequestClose={() => {}}
      trackingId={trackingId}
      severity="error"
    >
      <p className={styles.body}>{ERROR_MODAL_TEXTS.body}</p>
      {/* OK reloads: the modal is never closed by its button, only by the page going. */}
      <ModalButtons
        buttons={[{ text: ERROR_MODAL_TEXTS.ok, value: 'ok', closeOnClick: false }]}
        onButton={onOk}
        onClose={() => {}}
      />
    </Modal>
  );
}
