import { VisuallyHidden } from './visually-hidden.tsx';
import styles from './spinner.module.css';

export type SpinnerSize = 'small' | 'medium' | 'standard' | 'large';
/** `dark` draws on white and light backgrounds, `light` on the green and other dark ones. */
export type SpinnerTheme = 'dark' | 'light';

export type SpinnerProps = {
  readonly size?: SpinnerSize;
  readonly theme?: SpinnerTheme;
  /**
   * What is loading, for screen readers ("Loading your trolley"). Without it
   * the spinner is decoration: whatever holds it says it is busy (aria-busy,
   * a waiting button).
   */
  readonly label?: string;
};

/** Spec sections 4 and 9: the spinner of waiting buttons and loading areas. */
export function Spinner({ size = 'standard', theme = 'dark', label }: SpinnerProps) {
  const ring = (
    <span
      className={`${styles.spinner} ${styles[size]} ${styles[theme]}`}
      data-size={size}
      data-theme={theme}
      aria-hidden="true"
    />
  );
  if (label === undefined) return ring;
  return (
    <span role="status">
      {ring}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
