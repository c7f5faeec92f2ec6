import type { Ref } from 'react';
import type { ScrollDirection } from './scroll-arrows.ts';
import styles from './link-bar.module.css';

type Props = {
  readonly direction: ScrollDirection;
  readonly onPress: () => void;
  readonly ref: Ref<HTMLButtonElement>;
};

/** One of the link bar's scroll arrows; rendered only while it has somewhere to go. */
export function ScrollArrowButton({ direction, onPress, ref }: Props) {
  return (
    <button
      ref={ref}
      type="button"
      className={`${styles.arrow} ${direction === 'left' ? styles.arrowLeft : styles.arrowRight}`}
      aria-label={`Scroll links ${direction}`}
      onClick={onPress}
    >
      <svg className={styles.arrowIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
      </svg>
    </button>
  );
}
