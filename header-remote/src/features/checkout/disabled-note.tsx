import type { CheckoutDisabledMessage } from '@grocer/shared-contracts/domain';
import styles from './disabled-note.module.css';

type DisabledNoteProps = {
  readonly id: string;
  readonly message: CheckoutDisabledMessage;
  readonly open: boolean;
  readonly onPointerEnter: () => void;
  readonly onPointerLeave: () => void;
};

/**
 * Why checkout is disabled (spec section 5), under the button. Always in the
 * page, so the button's aria-describedby reads it; shown on hover, focus or a
 * press. A chunk of its own, loaded once checkout is disabled with a reason.
 */
export function DisabledNote({ id, message, open, onPointerEnter, onPointerLeave }: DisabledNoteProps) {
  return (
    <span
      id={id}
      role="tooltip"
      className={styles.note}
      hidden={!open}
      data-state={open ? 'open' : 'closed'}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      {message.title ? <span className={styles.noteTitle}>{message.title}</span> : null}
      {message.title ? ' ' : null}
      {message.text}
    </span>
  );
}
