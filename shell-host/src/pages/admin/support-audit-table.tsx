import { formatLondonTimestamp, type SupportAuditEntry } from '@grocer/shared-contracts/domain';
import layout from '../shared/page-layout.module.css';
import { SUPPORT_ACTION_TEXT } from './support-action-text.ts';
import styles from './support-audit-table.module.css';

type Props = {
  readonly entries: readonly SupportAuditEntry[];
  /** What to say when there are none. */
  readonly emptyMessage: string;
};

/** One page of the support audit for one customer, newest first, as the services answer it. */
export function SupportAuditTable({ entries, emptyMessage }: Props) {
  if (entries.length === 0) return <p className={layout.message}>{emptyMessage}</p>;
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
                <time dateTime={entry.at}>{formatLondonTimestamp(entry.at)}</time>
              </td>
              <td>
                {SUPPORT_ACTION_TEXT[entry.action]}
                {entry.namedCustomerId ? ` (asked for ${entry.namedCustomerId})` : null}
              </td>
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
