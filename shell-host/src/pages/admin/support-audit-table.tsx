import type { SupportAction, SupportAuditEntry } from '@grocer/shared-contracts/domain';
import layout from '../shared/page-layout.module.css';
import styles from './support-audit-table.module.css';

const ACTION_TEXT: Record<SupportAction, string> = {
  sign_on: 'Signed on as customer',
  return_to_admin: 'Returned to admin',
  sign_out: 'Signed out',
  expired: 'Session ran out',
  support_session_ended: 'Ended with the support sign-in',
  sign_on_refused: 'Sign-on refused',
};

const LONDON_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  dateStyle: 'medium',
  timeStyle: 'medium',
});

/** The support audit for one customer, newest first, as the services answer it. */
export function SupportAuditTable({ entries }: { readonly entries: readonly SupportAuditEntry[] }) {
  if (entries.length === 0) {
    return <p className={layout.message}>No support user has signed on as this customer yet.</p>;
  }
  return (
    <div className={layout.scroller}>
      <table className={layout.table}>
        <caption className={layout.caption}>Support actions for this customer, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When (UK time)</th>
            <th scope="col">Action</th>
            <th scope="col">Support user</th>
            <th scope="col">Reason</th>
            <th scope="col">Address</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => (
            // Rows have no id of their own; the list is replaced whole, never reordered.
            <tr key={`${entry.at}-${entry.action}-${index}`}>
              <td>
                <time dateTime={entry.at}>{LONDON_TIME.format(new Date(entry.at))}</time>
              </td>
              <td>{ACTION_TEXT[entry.action]}</td>
              <td>{entry.supportUserId}</td>
              <td className={styles.reason}>{entry.reason}</td>
              <td>{entry.clientAddress ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
