import { useId } from 'react';
import { BREAKPOINTS } from '@grocer/shared-contracts';
import { Button, type ButtonState, type ButtonTheme } from './button.tsx';
import { useMediaQuery } from './use-media-query.ts';
import styles from './modal-buttons.module.css';

/** Spec section 3, "Modal button": a modal's buttons are data, not markup. */
export type ModalButton<Value extends string = string> = {
  /**
   * What a screen reader hears besides the text, when the text alone would not say enough: the
   * button's description. Its name stays the words it shows (WCAG 2.5.3), so a shopper who says
   * what they see, to voice control, is understood.
   */
  readonly accessibleText?: string;
  readonly text: string;
  /** What the modal's owner hears when it is pressed. */
  readonly value: Value;
  readonly disabled?: boolean;
  readonly theme?: ButtonTheme;
  /** Whether a press also closes the modal: true unless said otherwise (spec section 3). */
  readonly closeOnClick?: boolean;
  /** The button's own progress (waiting while its action runs); idle by default. */
  readonly state?: ButtonState;
};

type Props<Value extends string> = {
  /** Main action first. */
  readonly buttons: readonly ModalButton<Value>[];
  readonly onButton: (value: Value) => void;
  /** Closes the modal: after a press, unless the button says closeOnClick false. */
  readonly onClose: () => void;
};

/**
 * A modal's buttons, in the order the breakpoint md decides (spec section 9): below md they are
 * stacked full width, the main action on top, where a thumb reaches it first; from md they sit
 * in a row at the right, the main action last. The document order follows what is drawn, so Tab
 * goes the way the eye does.
 */
export function ModalButtons<Value extends string>({ buttons, onButton, onClose }: Props<Value>) {
  // Below md (and on a server, or without matchMedia) the narrow layout: stacked.
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.md}px)`, false);
  const ordered = wide ? [...buttons].reverse() : buttons;
  const idPrefix = useId();
  const descriptionId = (value: string) => `${idPrefix}-${value}`;
  return (
    <div className={styles.buttons} data-layout={wide ? 'row' : 'stacked'}>
      {ordered.map((button) => (
        <Button
          key={button.value}
          theme={button.theme ?? 'primary'}
          width={wide ? 'standard' : 'full'}
          state={button.state ?? 'idle'}
          disabled={button.disabled ?? false}
          // A disabled button stays reachable, so its text is heard.
          focusableWhenDisabled
          aria-describedby={button.accessibleText ? descriptionId(button.value) : undefined}
          onClick={() => {
            onButton(button.value);
            if (button.closeOnClick ?? true) onClose();
          }}
        >
          {button.text}
        </Button>
      ))}
      {buttons.map((button) =>
        button.accessibleText ? (
          <span key={button.value} id={descriptionId(button.value)} hidden>
            {button.accessibleText}
          </span>
        ) : null,
      )}
    </div>
  );
}
