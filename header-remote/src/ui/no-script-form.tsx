import type { ReactNode } from 'react';
import styles from './no-script-form.module.css';

type Props = {
  /** Where the button goes before any script runs (a GET); undefined when it has nowhere to go. */
  readonly action: string | undefined;
  /** One submit button, whose click handler prevents the submit once script runs. */
  readonly children: ReactNode;
};

/**
 * The form around a single button that lets it work before script. It is no
 * form to a screen reader (`role="none"`): otherwise each one is announced as
 * "form … end of form" around one button, and as an empty form where CSS
 * hides the button (the burger at desktop widths). It takes no room either.
 */
export function NoScriptForm({ action, children }: Props) {
  return (
    <form className={styles.form} role="none" action={action} method="get">
      {children}
    </form>
  );
}
