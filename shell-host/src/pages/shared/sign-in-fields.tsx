import { useId } from 'react';
import { SignInRequest } from '@grocer/shared-contracts/domain';
import layout from './page-layout.module.css';
import styles from './sign-in-fields.module.css';

export type SignInFieldErrors = { readonly email?: string | undefined; readonly password?: string | undefined };

export const SIGN_IN_FIELD_MESSAGES = {
  email: 'Enter your email address',
  password: 'Enter your password',
};

/** What a sign-in form says when the services refuse, for shoppers and support users alike. */
export const SIGN_IN_REFUSAL_MESSAGES = {
  invalid: 'Your email address or password is incorrect.',
  tooMany: 'Too many failed attempts. Please wait a few minutes and try again.',
  failed: "Sorry, we couldn't sign you in. Please try again.",
};

/** The refusal message for a sign-in call's HTTP status (0 when there was no answer). */
export function signInRefusal(status: number): string {
  if (status === 401) return SIGN_IN_REFUSAL_MESSAGES.invalid;
  if (status === 429) return SIGN_IN_REFUSAL_MESSAGES.tooMany;
  return SIGN_IN_REFUSAL_MESSAGES.failed;
}

/**
 * A sign-in form's email and password, parsed with the contracts' schema:
 * the request when both are there, otherwise the message for each missing field.
 */
export function readSignInForm(
  form: HTMLFormElement,
): { readonly request: SignInRequest } | { readonly errors: SignInFieldErrors } {
  const data = new FormData(form);
  const parsed = SignInRequest.safeParse({ email: data.get('email'), password: data.get('password') });
  if (parsed.success) return { request: parsed.data };
  const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
  return {
    errors: {
      email: fields.has('email') ? SIGN_IN_FIELD_MESSAGES.email : undefined,
      password: fields.has('password') ? SIGN_IN_FIELD_MESSAGES.password : undefined,
    },
  };
}

/**
 * The email and password fields of the host's sign-in forms (shopper and support), each with its
 * error. `refusedBy`: the id of the form's message when the services refused the pair, which both
 * fields are then marked and described by.
 */
export function SignInFields({
  errors,
  refusedBy,
}: {
  readonly errors: SignInFieldErrors;
  readonly refusedBy?: string | undefined;
}) {
  const emailId = useId();
  const passwordId = useId();
  return (
    <>
      <Field
        id={emailId}
        label="Email address"
        error={errors.email}
        refusedBy={refusedBy}
        type="email"
        name="email"
        autoComplete="username"
      />
      <Field
        id={passwordId}
        label="Password"
        error={errors.password}
        refusedBy={refusedBy}
        type="password"
        name="password"
        autoComplete="current-password"
      />
    </>
  );
}

type FieldProps = {
  readonly id: string;
  readonly label: string;
  readonly error: string | undefined;
  readonly refusedBy: string | undefined;
  readonly type: 'email' | 'password';
  readonly name: string;
  readonly autoComplete: string;
};

function Field({ id, label, error, refusedBy, type, name, autoComplete }: FieldProps) {
  const describedBy = refusedBy ?? (error ? `${id}-error` : undefined);
  return (
    <div className={layout.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={styles.input}
        type={type}
        name={name}
        autoComplete={autoComplete}
        aria-invalid={describedBy ? true : undefined}
        aria-describedby={describedBy}
      />
      {error ? (
        <p id={`${id}-error`} className={layout.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
