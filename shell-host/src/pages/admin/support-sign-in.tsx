import { useState, type FormEvent } from 'react';
import { ServiceCallError } from '../../api/api-client.ts';
import layout from '../shared/page-layout.module.css';
import {
  readSignInForm,
  SIGN_IN_FIELD_MESSAGES,
  SIGN_IN_REFUSAL_MESSAGES,
  SignInFields,
  signInRefusal,
  type SignInFieldErrors,
} from '../shared/sign-in-fields.tsx';
import { endSupportSession, supportSignIn } from './support-calls.ts';
import styles from './admin-customer-page.module.css';

export const SUPPORT_SIGN_IN_MESSAGES = {
  ...SIGN_IN_FIELD_MESSAGES,
  ...SIGN_IN_REFUSAL_MESSAGES,
  notSupport: 'This page is for support users only.',
};

export type SupportUser = { readonly token: string; readonly id: string };

export const statusOf = (error: unknown) => (error instanceof ServiceCallError ? error.status : 0);

/**
 * A support user's own sign-in, as the admin pages take it: the token lives only in the page's
 * memory (never storage or cookies: decision 033), and a shopper's sign-in is ended and refused.
 * `formError` and `busy` are the page's too, for what it does once signed in.
 */
export function useSupportSignIn(servicesUrl: string | undefined) {
  const [supportUser, setSupportUser] = useState<SupportUser | null>(null);
  const [fieldErrors, setFieldErrors] = useState<SignInFieldErrors>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = readSignInForm(event.currentTarget);
    if ('errors' in form) {
      setFieldErrors(form.errors);
      setFormError('');
      return;
    }
    setFieldErrors({});
    setFormError('');
    if (servicesUrl === undefined) {
      setFormError(SUPPORT_SIGN_IN_MESSAGES.failed);
      return;
    }
    setBusy(true);
    try {
      const answer = await supportSignIn(servicesUrl, form.request);
      if (answer.role !== 'support') {
        // A shopper's sign-in has no business here: end it rather than leave an unused session behind.
        await endSupportSession(servicesUrl, answer.token).catch((error: unknown) =>
          console.warn('[shell] could not end a non-support sign-in', error),
        );
        setFormError(SUPPORT_SIGN_IN_MESSAGES.notSupport);
        return;
      }
      setSupportUser({ token: answer.token, id: answer.customerId });
    } catch (error) {
      const status = statusOf(error);
      if (status !== 401) console.warn('[shell] support sign-in failed', error);
      setFormError(signInRefusal(status));
    } finally {
      setBusy(false);
    }
  }

  return { supportUser, fieldErrors, formError, setFormError, busy, setBusy, signIn };
}

/** The "Support sign-in" form the admin pages show until a support user has signed in. */
export function SupportSignInForm({
  fieldErrors,
  busy,
  onSubmit,
}: {
  readonly fieldErrors: SignInFieldErrors;
  readonly busy: boolean;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
}) {
  return (
    <form className={styles.form} noValidate aria-label="Support sign-in" onSubmit={(event) => void onSubmit(event)}>
      <h2 className={layout.subheading}>Support sign-in</h2>
      <SignInFields errors={fieldErrors} />
      <button type="submit" className={layout.button} aria-disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
