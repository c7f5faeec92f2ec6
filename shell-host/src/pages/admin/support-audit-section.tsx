import { useCallback, useId } from 'react';
import layout from '../shared/page-layout.module.css';
import { RetryAlert } from '../shared/retry-alert.tsx';
import { useServiceCall } from '../shared/use-service-call.ts';
import { getSupportAudit } from './support-calls.ts';
import { SupportAuditTable } from './support-audit-table.tsx';
import styles from './admin-customer-page.module.css';

type Props = {
  readonly servicesUrl: string;
  /** The support user's own token: only a support sign-in may read the audit. */
  readonly supportToken: string;
  readonly customerId: string;
};

/** "Support audit": who signed on as this customer, when, from where and why, loaded for the signed-in support user. */
export function SupportAuditSection({ servicesUrl, supportToken, customerId }: Props) {
  const load = useCallback(
    (signal: AbortSignal) => getSupportAudit(servicesUrl, supportToken, customerId, signal),
    [servicesUrl, supportToken, customerId],
  );
  const { state, retry } = useServiceCall(`${supportToken} ${customerId}`, load);
  const headingId = useId();
  return (
    <section className={styles.audit} aria-labelledby={headingId} aria-busy={state.status === 'loading'}>
      <h2 id={headingId} className={layout.subheading}>
        Support audit
      </h2>
      {state.status === 'success' ? <SupportAuditTable entries={state.data.entries} /> : null}
      {state.status === 'loading' ? <p className={layout.message}>Loading the support audit…</p> : null}
      {state.status === 'error' ? (
        <RetryAlert message="Sorry, we couldn't load the support audit." retry={retry} />
      ) : null}
    </section>
  );
}
