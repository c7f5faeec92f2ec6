import { useId, useState } from 'react';
import { SUPPORT_REASON_RULES } from '@grocer/shared-contracts/domain';
import layout from '../shared/page-layout.module.css';
import styles from './reason-field.module.css';

type Props = {
  /** What is wrong with the reason; marks the field invalid and describes it. */
  readonly error: string | undefined;
};

/**
 * The required "Reason" for signing on as a customer, a textarea with the
 * spec's conventions (section 5): marked required, the remaining characters
 * shown, and the error tied to the field through aria-describedby.
 */
export function ReasonField({ error }: Props) {
  const id = useId();
  const [length, setLength] = useState(0);
  const describedBy = [`${id}-help`, `${id}-count`, error ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return (
    <div className={layout.field}>
      <label htmlFor={id}>
        Reason {/* The field's own `required` tells screen readers; the mark is for the eye. */}
        <span className={styles.mark} aria-hidden="true">
          required
        </span>
      </label>
      <p id={`${id}-help`} className={styles.help}>
        Why you are signing on as this customer, e.g. the call or ticket. It is kept in the support audit.
      </p>
      <textarea
        id={id}
        name="reason"
        className={styles.textarea}
        required
        maxLength={SUPPORT_REASON_RULES.maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => setLength(event.currentTarget.value.length)}
      />
      <p id={`${id}-count`} className={styles.help}>
        {SUPPORT_REASON_RULES.maxLength - length}/{SUPPORT_REASON_RULES.maxLength} characters left
      </p>
      {error ? (
        <p id={`${id}-error`} className={layout.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
