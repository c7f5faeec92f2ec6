import { useRef } from 'react';
import { Modal } from '../../ui/modal.tsx';
import { MultiSearchForm } from './multi-search-form.tsx';

type Props = {
  readonly isOpen: boolean;
  readonly onRequestClose: () => void;
};

/** The multi-search modal. Loaded on demand: none of it is in the closed header's critical JavaScript. */
export function MultiSearchDialog({ isOpen, onRequestClose }: Props) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  return (
    <Modal
      isOpen={isOpen}
      title="Multi-search"
      onRequestClose={onRequestClose}
      initialFocusRef={textareaRef}
      trackingId="multi-search"
    >
      {/* Mounted on each opening, so the stored list is read afresh every time. */}
      <MultiSearchForm textareaRef={textareaRef} />
    </Modal>
  );
}
