import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { Spinner } from './spinner.tsx';
import styles from './button.module.css';

export type ButtonTheme = 'primary' | 'primaryWhite' | 'secondary';
export type ButtonWidth = 'standard' | 'fit' | 'full';

/**
 * Spec section 4, "Buttons":
 * - `idle`: the label;
 * - `waiting`: disabled with a spinner while an action runs (the label stays,
 *   unseen, so the width and the accessible name do not change);
 * - `success`: the action worked: a tick and `successLabel` ("Added");
 * - `save`: what the shopper changed is saved and nothing is left to do: a
 *   tick and `saveLabel` ("Saved"), disabled (focusably) until the owner resets it.
 * The owner announces outcomes in its own status region: a button's name
 * changing is not read out by screen readers.
 */
export type ButtonState = 'idle' | 'waiting' | 'success' | 'save';

export type ButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children'> & {
  readonly children: ReactNode;
  readonly theme?: ButtonTheme;
  readonly width?: ButtonWidth;
  readonly state?: ButtonState;
  /** Shown in the success state; defaults to the label. */
  readonly successLabel?: ReactNode;
  /** Shown in the save state. */
  readonly saveLabel?: ReactNode;
  /**
   * A disabled button that keeps its place in the tab order (aria-disabled),
   * so keyboard and screen-reader users reach it and hear why it is disabled
   * (its aria-describedby). Presses are ignored; `onDisabledPress` hears them.
   */
  readonly focusableWhenDisabled?: boolean;
  /** A press on a focusable disabled or waiting button (e.g. to show why). */
  readonly onDisabledPress?: (event: MouseEvent<HTMLButtonElement>) => void;
};

function Tick() {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M2 8.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

export function Button({
  children,
  theme = 'primary',
  width = 'standard',
  state = 'idle',
  successLabel,
  saveLabel = 'Saved',
  disabled = false,
  focusableWhenDisabled = false,
  onDisabledPress,
  onClick,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  const waiting = state === 'waiting';
  const inert = disabled || waiting || state === 'save';
  // Waiting and save follow a press: a disabled attribute would drop the shopper's focus on the page.
  const focusable = waiting || state === 'save' || (disabled && focusableWhenDisabled);
  const content =
    state === 'success' ? (
      <>
        <Tick />
        {successLabel ?? children}
      </>
    ) : state === 'save' ? (
      <>
        <Tick />
        {saveLabel}
      </>
    ) : (
      children
    );

  return (
    <button
      {...rest}
      type={type}
      className={[styles.button, styles[theme], styles[width], waiting ? styles.waiting : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      data-state={state}
      disabled={inert && !focusable}
      aria-disabled={focusable ? true : undefined}
      aria-busy={waiting ? true : undefined}
      onClick={(event) => {
        if (inert) {
          // A focusable disabled button is still a submit button to the browser.
          event.preventDefault();
          onDisabledPress?.(event);
          return;
        }
        onClick?.(event);
      }}
    >
      <span className={styles.label}>{content}</span>
      {waiting ? (
        <span className={styles.spinnerSlot}>
          <Spinner size="small" theme={theme === 'primary' ? 'light' : 'dark'} />
        </span>
      ) : null}
    </button>
  );
}
