import { useId, useState, type ChangeEvent, type ComponentProps, type ReactNode } from 'react';
import styles from './textarea.module.css';

export type TextareaProps = Omit<ComponentProps<'textarea'>, 'required' | 'aria-invalid'> & {
  /** The visible label (or the accessible name only, with `hideLabel`). */
  readonly label: ReactNode;
  readonly hideLabel?: boolean;
  /** Marks the label "required" (and the field required) or "(optional)" (spec section 5). */
  readonly requirement?: 'required' | 'optional';
  /** Shows "{remaining}/{max} characters left" when `maxLength` is set. */
  readonly showCount?: boolean;
  /** Guidance under the label. */
  readonly help?: ReactNode;
  /** What is wrong with the value; marks the field invalid. */
  readonly error?: ReactNode;
  /**
   * A notice about the value that is announced politely when it changes. Pass
   * '' (not undefined) to keep the live region in place before the first
   * notice, or screen readers may miss it.
   */
  readonly advisory?: ReactNode;
};

/**
 * A labelled multi-line text field with its help, error, advisory and
 * remaining-characters texts, each tied to the field through
 * aria-describedby (spec section 5, Textarea).
 */
export function Textarea({
  label,
  hideLabel = false,
  requirement,
  showCount = false,
  help,
  error,
  advisory,
  id: givenId,
  className,
  maxLength,
  onChange,
  'aria-describedby': extraDescribedBy,
  ...textareaProps
}: TextareaProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const ids = {
    help: `${id}-help`,
    count: `${id}-count`,
    error: `${id}-error`,
    advisory: `${id}-advisory`,
  };

  // An uncontrolled field's length is tracked here; a controlled one's comes from `value`.
  const [typedLength, setTypedLength] = useState(() => String(textareaProps.defaultValue ?? '').length);
  const length = textareaProps.value === undefined ? typedLength : String(textareaProps.value).length;
  const showsCount = showCount && maxLength !== undefined;
  const hasAdvisory = advisory !== undefined && advisory !== null && advisory !== '' && advisory !== false;

  const describedBy = [
    help ? ids.help : undefined,
    showsCount ? ids.count : undefined,
    error ? ids.error : undefined,
    hasAdvisory ? ids.advisory : undefined,
    extraDescribedBy,
  ]
    .filter(Boolean)
    .join(' ');

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTypedLength(event.currentTarget.value.length);
    onChange?.(event);
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={hideLabel ? styles.hiddenLabel : styles.label}>
        {label}
        {requirement === 'required' ? (
          <>
            {' '}
            {/* The field's own `required` tells screen readers; the mark is for the eye. */}
            <span className={styles.mark} aria-hidden="true">
              required
            </span>
          </>
        ) : null}
        {requirement === 'optional' ? (
          <>
            {' '}
            <span className={styles.mark}>(optional)</span>
          </>
        ) : null}
      </label>
      {help ? (
        <p id={ids.help} className={styles.help}>
          {help}
        </p>
      ) : null}
      <textarea
        {...textareaProps}
        id={id}
        className={className ? `${styles.textarea} ${className}` : styles.textarea}
        maxLength={maxLength}
        required={requirement === 'required'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        onChange={handleChange}
      />
      {showsCount ? (
        <p id={ids.count} className={styles.count}>
          {Math.max(0, maxLength - length)}/{maxLength} characters left
        </p>
      ) : null}
      {error ? (
        <p id={ids.error} className={styles.error}>
          {error}
        </p>
      ) : null}
      {advisory !== undefined ? (
        <p id={ids.advisory} className={styles.advisory} role="status">
          {advisory}
        </p>
      ) : null}
    </div>
  );
}
