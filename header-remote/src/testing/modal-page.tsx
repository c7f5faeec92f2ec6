import { useState } from 'react';
import { Modal, type ModalProps } from '../ui/modal.tsx';

export type ModalPageProps = Partial<Omit<ModalProps, 'isOpen' | 'onRequestClose' | 'children'>>;

/**
 * A page with a button that opens the modal, as a feature would use it: the modal's jsdom tests and
 * its tests in Chromium open the same one.
 */
export function ModalPage(props: ModalPageProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal title="Checkout" {...props} isOpen={isOpen} onRequestClose={() => setOpen(false)}>
        <label>
          Promo code <input />
        </label>
        <button type="button">Apply</button>
        <button type="button" onClick={() => setOpen(false)}>
          Done
        </button>
      </Modal>
    </>
  );
}
