import { useId, useState, type FormEvent } from 'react';
import { ROUTES } from '@grocer/shared-contracts';
import { safeSitePath } from '@grocer/shared-contracts/domain';
import { ServiceCallError } from '../../api/api-client.ts';
import { setShopperSession } from '../../api/shopper-session.ts';
import { signIn, signOut } from '../../api/sign-in.ts';
import { shopperSessionFrom } from '../../api/token-session.ts';
import type { PageProps } from '../page-props.ts';
import { assignLocation } from '../shared/assign-location.ts';
import layout from '../shared/page-layout.module.css';
import {
  readSignInForm,
  SIGN_IN_FIELD_MESSAGES,
  SIGN_IN_REFUSAL_MESSAGES,
  SignInFields,
  signInRefusal,
  type SignInFieldErrors,
} from '../shared/sign-in-fields.tsx';
import { useShopperSession } from '../shared/use-shopper-session.ts';
import styles from './login-page.module.css';

type Props = PageProps & {
  /** Where the browser goes once signed in; tests pass their own. */
  readonly navigate?: (path: string) => void;
};

export const LOGIN_MESSAGES = {
  ...SIGN_IN_FIELD_MESSAGES,
  ...SIGN_IN_REFUSAL_MESSAGES,
  support: 'This is a support account. Sign on as a customer to shop.',
  checking: "Checking whether you're signed in…",
  signOutFailed: "Sorry, we couldn't sign you out. Please try again.",
};

/**
 * /ecom/login: the host's own simple sign-in. The services set the
 * token-session cookies (decision 007), so every page and the header are
 * signed in too, and the shopper goes back to the `redirect` page.
 */
export function LoginPage({ location, servicesUrl, navigate = assignLocation }: Props) {
  const sessionState = useShopperSession(servicesUrl ?? '');
  // Only a path on this site (the contracts' open-redirect rule); anything else goes to the groceries root.
  const redirect = safeSitePath(new URLSearchParams(location.search).get('redirect'), ROUTES.root);
  const [fieldErrors, setFieldErrors] = useState<SignInFieldErrors>({});
  const [formError, setFormError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const formErrorId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = readSignInForm(event.currentTarget);
    if ('errors' in form) {
      setFieldErrors(form.errors);
      setFormError('');
      return;
    }
    setFieldErrors({});
    if (servicesUrl === undefined) {
      setFormError(LOGIN_MESSAGES.failed);
      return;
    }
    setSubmitting(true);
    setFormError('');
    try {
      const answer = await signIn(servicesUrl, form.request);
      const session = shopperSessionFrom(answer);
      if (!session) {
        // A support user's own sign-in cannot shop: end it, so no page or header shows it as signed in.
        await signOut(servicesUrl, answer.token).catch((error: unknown) =>
          console.warn('[shell] could not end a support sign-in', error),
        );
        setFormError(LOGIN_MESSAGES.support);
        return;
      }
      setShopperSession(servicesUrl, session);
      navigate(redirect);
    } catch (error) {
      const status = error instanceof ServiceCallError ? error.status : 0;
      if (status !== 401) console.warn('[shell] sign-in failed', error);
      setFormError(signInRefusal(status));
    } finally {
      setSubmitting(false);
    }
  }

  async function endSession(token: string) {
    if (servicesUrl === undefined || submitting) return;
    setSubmitting(true);
    setFormError('');
    try {
      await signOut(servicesUrl, token);
      setShopperSession(servicesUrl, null);
    } catch (error) {
      console.warn('[shell] sign-out failed', error);
      setFormError(LOGIN_MESSAGES.signOutFailed);
    } finally {
      setSubmitting(false);
    }
  }

  if (sessionState.status === 'loading') {
    return (
      <>
        <h1 className={layout.heading}>Sign in</h1>
        <p role="status" className={layout.message}>
          {LOGIN_MESSAGES.checking}
        </p>
      </>
    );
  }

  if (sessionState.status === 'signed-in') {
    const { session } = sessionState;
    return (
      <>
        <h1 className={layout.heading}>Sign in</h1>
        {formError ? (
          <p role="alert" className={layout.error}>
            {formError}
          </p>
        ) : null}
        <p className={layout.message}>You're signed in (customer {session.customerId}).</p>
        <p className={styles.actions}>
          <a className={layout.link} href={redirect}>
            {redirect === ROUTES.root ? 'Continue shopping' : 'Go back to where you were'}
          </a>
          <button
            type="button"
            className={layout.button}
            aria-disabled={submitting}
            onClick={() => void endSession(session.token)}
          >
            Sign out
          </button>
        </p>
      </>
    );
  }

  return (
    <>
      <h1 className={layout.heading}>Sign in</h1>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        {formError ? (
          <p id={formErrorId} role="alert" className={layout.error}>
            {formError}
          </p>
        ) : null}
        <SignInFields errors={fieldErrors} refusedBy={formError === LOGIN_MESSAGES.invalid ? formErrorId : undefined} />
        <button type="submit" className={layout.button} aria-disabled={submitting}>
          {submitting ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </>
  );
}
