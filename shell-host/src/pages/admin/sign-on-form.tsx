import { useId, useState, type FormEvent } from 'react';
import { SupportReason } from '@grocer/shared-contracts/domain';
import layout from '../shared/page-layout.module.css';
import { ReasonField } from './reason-field.tsx';
import styles from './admin-customer-page.module.css';

export const REASON_MESSAGE = 'Enter why you are signing on as this customer, in 3 to 500 characters';

type Props = {
  readonly busy: boolean;
  /** Called with the trimmed reason once it passes the contract's rules. */
  readonly onSignOn: (reason: string) => void;
};

/**
 * Signing on as the customer needs a reason (kept in the support audit). A
 * missing or too short reason is checked here with the contract's schema and
 * focuses the field, so a screen reader reads the error with it.
 */
export function SignOnForm({ busy, onSignOn }: Props) {
  const headingId = useId();
  const [reasonError, setReasonError] = useState<string | undefined>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const field = event.currentTarget.elements.namedItem('reason');
    if (!(field instanceof HTMLTextAreaElement)) return;
    const parsed = SupportReason.safeParse(field.value);
    if (!parsed.success) {
      setReasonError(REASON_MESSAGE);
      field.focus();
      return;
    }
    setReasonError(undefined);
    onSignOn(parsed.data);
  }

  return (
    <form className={styles.form} noValidate aria-labelledby={headingId} onSubmit={submit}>
      <h2 id={headingId} className={layout.subheading}>
        Sign on as this customer
      </h2>
      <ReasonField error={reasonError} />
      <button type="submit" className={layout.button} aria-disabled={busy}>
        {busy ? 'Signing on…' : 'Sign on as this customer'}
      </button>
    </form>
  );
}
