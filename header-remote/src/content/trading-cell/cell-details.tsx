import { useId, useState, type ReactNode } from 'react';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import styles from './trading-cell.module.css';

type Props = {
  /** A click-to-buy cell: its details fold away on extra-small screens behind a round button. */
  readonly expandable: boolean;
  /** What the details are about, for the button's name. */
  readonly subject: string;
  readonly children: ReactNode;
};

/**
 * A trading cell's details. In a click-to-buy cell they are a disclosure on
 * extra-small screens (spec section 4): a round button with aria-expanded
 * shows and hides them; from the sm breakpoint up the button is not shown
 * and the details always are.
 */
export function CellDetails({ expandable, subject, children }: Props) {
  const [isOpen, setOpen] = useState(false);
  const detailsId = useId();
  if (!expandable) return <div className={styles.details}>{children}</div>;
  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={isOpen}
        aria-controls={detailsId}
        onClick={() => setOpen((open) => !open)}
      >
        <svg className={styles.toggleIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M8 2v12M2 8h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <VisuallyHidden>More about {subject}</VisuallyHidden>
      </button>
      <div id={detailsId} className={styles.details} data-state={isOpen ? 'open' : 'closed'}>
        {children}
      </div>
    </>
  );
}
