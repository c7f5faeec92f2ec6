import type { ReactNode } from 'react';
import styles from './instant-checkout.module.css';

type Props = {
  readonly waiting: boolean;
  /** What the button says while waiting. */
  readonly waitingLabel: string;
  readonly onClick: () => void;
  readonly children: ReactNode;
};

/**
 * A main button with the spec's waiting state (section 4, "Buttons"): a
 * spinner, and pressing it again does nothing. It stays focusable
 * (aria-disabled, not disabled), so focus does not fall out of the modal.
 */
export function WaitingButton({ waiting, waitingLabel, onClick, children }: Props) {
  return (
    <button
      type="button"
      className={styles.primary}
      aria-disabled={waiting || undefined}
      onClick={() => {
        if (!waiting) onClick();
      }}
    >
      {waiting ? (
        <>
          <svg className={styles.spinner} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <circle cx="8" cy="8" r="6" fill="none" stroke="currentColor" strokeOpacity="0.35" strokeWidth="2" />
            <path d="M8 2a6 6 0 0 1 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {waitingLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
