import type { ReactNode } from 'react';
import { Modal } from '../../../ui/modal.tsx';
import { VisuallyHidden } from '../../../ui/visually-hidden.tsx';

export const PLACING_LABEL = 'Placing your order…';

/** What the instant checkout modals are given: open or not, placing or not, and the modal's callbacks. */
export type PlacingModalProps = {
  readonly isOpen: boolean;
  /** The order is being placed: the modal cannot be closed, and its status says so. */
  readonly placing: boolean;
  readonly onRequestClose: () => void;
  readonly onAfterOpen?: () => void;
  readonly onAfterClose?: () => void;
};

type Props = PlacingModalProps & { readonly title: string; readonly children: ReactNode };

/**
 * An instant checkout modal: while the order is being placed it stays open,
 * and its status region announces the wait (the waiting button's own label
 * changing is not read out).
 */
export function PlacingModal({ placing, children, ...modal }: Props) {
  return (
    <Modal {...modal} closable={!placing}>
      {children}
      <div role="status">{placing ? <VisuallyHidden>{PLACING_LABEL}</VisuallyHidden> : null}</div>
    </Modal>
  );
}
