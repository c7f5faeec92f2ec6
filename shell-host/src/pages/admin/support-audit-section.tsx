import { useCallback, useId, useState } from 'react';
import type { SupportAction } from '@grocer/shared-contracts/domain';
import layout from '../shared/page-layout.module.css';
import { RetryAlert } from '../shared/retry-alert.tsx';
import { useServiceCall } from '../shared/use-service-call.ts';
import { SUPPORT_ACTION_TEXT } from './support-action-text.ts';
import { getSupportAudit } from './support-calls.ts';
import { SupportAuditKindFilter } from './support-audit-kind-filter.tsx';
import { SupportAuditPaging } from './support-audit-paging.tsx';
import { SupportAuditTable } from './support-audit-table.tsx';
import styles from './admin-customer-page.module.css';

type Props = {
  readonly servicesUrl: string;
  /** The support user's own token: only a support sign-in may read the audit. */
  readonly supportToken: string;
  readonly customerId: string;
};

/**
 * "Support audit": who signed on as this customer, when, from where and why, loaded for the
 * signed-in support user a page at a time, every kind of action or one.
 */
export function SupportAuditSection({ servicesUrl, supportToken, customerId }: Props) {
  const [action, setAction] = useState<SupportAction | undefined>(undefined);
  // The services' `nextBefore` of each page gone past: the last names the page shown (none: the newest).
  const [pagesBack, setPagesBack] = useState<readonly string[]>([]);
  const before = pagesBack.at(-1);
  const load = useCallback(
    (signal: AbortSignal) =>
      getSupportAudit(
        servicesUrl,
        supportToken,
        customerId,
        { ...(action && { action }), ...(before && { before }) },
        signal,
      ),
    [servicesUrl, supportToken, customerId, action, before],
  );
  const { state, retry } = useServiceCall(`${supportToken} ${customerId} ${action ?? ''} ${before ?? ''}`, load);
  const headingId = useId();
  const nextBefore = state.status === 'success' ? state.data.nextBefore : null;
  return (
    <section className={styles.audit} aria-labelledby={headingId} aria-busy={state.status === 'loading'}>
      <h2 id={headingId} className={layout.subheading}>
        Support audit
      </h2>
      <div className={styles.auditControls}>
        <SupportAuditKindFilter
          action={action}
          onChange={(chosen) => {
            setAction(chosen);
            setPagesBack([]);
          }}
        />
      </div>
      {state.status === 'success' ? (
        <>
          <SupportAuditTable
            entries={state.data.entries}
            emptyMessage={
              action
                ? `Nothing of the kind “${SUPPORT_ACTION_TEXT[action]}” for this customer.`
                : 'No support user has signed on as this customer yet.'
            }
          />
          <SupportAuditPaging
            newer={pagesBack.length > 0 ? () => setPagesBack((pages) => pages.slice(0, -1)) : undefined}
            older={nextBefore === null ? undefined : () => setPagesBack((pages) => [...pages, nextBefore])}
          />
        </>
      ) : null}
      {state.status === 'loading' ? <p className={layout.message}>Loading the support audit…</p> : null}
      {state.status === 'error' ? (
        <RetryAlert message="Sorry, we couldn't load the support audit." retry={retry} />
      ) : null}
    </section>
  );
}
