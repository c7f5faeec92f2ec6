import { ROUTES } from '@grocer/shared-contracts';
import type { PageProps } from '../page-props.ts';
import { assignLocation } from '../shared/assign-location.ts';
import layout from '../shared/page-layout.module.css';
import { customerIdFromPath } from './customer-id.ts';
import { SignOnForm } from './sign-on-form.tsx';
import { SupportAuditSection } from './support-audit-section.tsx';
import { signOnAsCustomer } from './support-calls.ts';
import {
  statusOf,
  SUPPORT_SIGN_IN_MESSAGES,
  SupportSignInForm,
  useSupportSignIn,
  type SupportUser,
} from './support-sign-in.tsx';
import styles from './admin-customer-page.module.css';

type Props = PageProps & {
  /** Where the browser goes once signed on; tests pass their own. */
  readonly navigate?: (path: string) => void;
};

export const ADMIN_MESSAGES = {
  notACustomer: 'There is no customer at this address.',
  ...SUPPORT_SIGN_IN_MESSAGES,
  unknownCustomer: 'There is no customer with this id.',
  signOnFailed: "Sorry, we couldn't sign you on as this customer. Please try again.",
};

/**
 * /admin/customers/{customerId}: the small admin page a support user signs on
 * to a customer from (giving a reason), where they see the support audit for
 * that customer, and where "Return to admin" lands.
 *
 * The support user's own token lives only in this page's memory: it is never
 * written to storage or cookies, and it is gone once the browser goes to the
 * shop. It is not ended there: the acting session it opens lasts only while it
 * does (docs/decisions/033-acting-sessions-stay-in-their-lane.md). Coming back
 * (Return to admin) therefore asks the support user to sign in again: one more
 * sign-in, in exchange for no support bearer left in the browser for a script
 * to find.
 */
export function AdminCustomerPage({ location, servicesUrl, navigate = assignLocation }: Props) {
  const customerId = customerIdFromPath(location.pathname);
  const { supportUser, fieldErrors, formError, setFormError, busy, setBusy, signIn } = useSupportSignIn(servicesUrl);

  if (customerId === null) {
    return (
      <>
        <h1 className={layout.heading}>Customer details</h1>
        <p className={layout.message}>{ADMIN_MESSAGES.notACustomer}</p>
      </>
    );
  }

  async function signOn(user: SupportUser, id: string, reason: string) {
    if (busy || servicesUrl === undefined) return;
    setBusy(true);
    setFormError('');
    try {
      await signOnAsCustomer(servicesUrl, user.token, id, reason);
    } catch (error) {
      const status = statusOf(error);
      console.warn('[shell] sign-on as customer failed', error);
      setFormError(status === 404 ? ADMIN_MESSAGES.unknownCustomer : ADMIN_MESSAGES.signOnFailed);
      setBusy(false);
      return;
    }
    // The support user's own session is left to run: the acting session ends when it does
    // (decision 033). Its token goes with this page's memory as the browser leaves.
    navigate(ROUTES.root);
  }

  return (
    <>
      <h1 className={layout.heading}>Customer details</h1>
      <dl className={styles.details}>
        <dt>Customer ID</dt>
        <dd>{customerId}</dd>
      </dl>
      {formError ? (
        <p role="alert" className={layout.error}>
          {formError}
        </p>
      ) : null}
      {supportUser ? (
        <>
          <p className={layout.message}>Signed in as support user {supportUser.id}.</p>
          <SignOnForm busy={busy} onSignOn={(reason) => void signOn(supportUser, customerId, reason)} />
          {servicesUrl === undefined ? null : (
            <SupportAuditSection servicesUrl={servicesUrl} supportToken={supportUser.token} customerId={customerId} />
          )}
        </>
      ) : (
        <SupportSignInForm fieldErrors={fieldErrors} busy={busy} onSubmit={signIn} />
      )}
    </>
  );
}
