import { useId } from 'react';
import { ROUTES } from '@grocer/shared-contracts';
import { type ProductSummary, type SlotReservation, type TrolleyQueryResult } from '@grocer/shared-contracts/domain';
import type { SignedInCall } from '../../api/service-call.ts';
import layout from '../shared/page-layout.module.css';
import { TrolleyCheckout } from './trolley-checkout.tsx';
import { TrolleyLine } from './trolley-line.tsx';
import { TrolleySlot } from './trolley-slot.tsx';
import { TrolleyTotals } from './trolley-totals.tsx';
import styles from './trolley-page.module.css';
import { useTrolleyChanges } from './use-trolley-changes.ts';

type Props = {
  readonly call: SignedInCall;
  readonly customerOrderId: string;
  readonly reservation: SlotReservation | undefined;
  readonly initial: TrolleyQueryResult;
  /** The lines' products by id, loaded with the trolley; a line without one keeps a plain name. */
  readonly products: ReadonlyMap<string, ProductSummary>;
  readonly navigate: (path: string) => void;
};

/** A loaded trolley: its lines, what changed, the totals and the checkout button. */
export function TrolleyView({ call, customerOrderId, reservation, initial, products, navigate }: Props) {
  const { result, change, apply } = useTrolleyChanges(call, customerOrderId, initial);
  const lines = result.trolley?.trolleyItems ?? [];
  const itemsHeadingId = useId();
  const busy = change.status === 'changing';
  const trolley = result.trolley;
  const softConflicts = trolley?.trolleyTotals.trolleyItemCounts.softConflicts ?? 0;

  return (
    <>
      {trolley?.amendingOrder ? (
        <p className={layout.message}>You're amending order {customerOrderId}. Check out to save your changes.</p>
      ) : null}
      <TrolleySlot reservation={reservation} />
      {change.status === 'failed' ? (
        <p role="alert" className={layout.error}>
          {change.message}
        </p>
      ) : null}
      {/* Always present, so screen readers hear each change as it lands. */}
      <p role="status" className={styles.changeStatus}>
        {change.status === 'changed' ? change.message : change.status === 'changing' ? 'Updating your trolley…' : ''}
      </p>
      {!trolley || lines.length === 0 ? (
        <p className={layout.message}>
          Your trolley is empty.{' '}
          <a className={layout.link} href={ROUTES.root}>
            Start shopping
          </a>
        </p>
      ) : (
        <div className={styles.layout}>
          <section aria-labelledby={itemsHeadingId} className={styles.items}>
            <h2 id={itemsHeadingId} className={styles.subheading}>
              Your items
            </h2>
            {softConflicts > 0 ? (
              <p className={layout.message}>
                {softConflicts === 1 ? 'One entertaining item needs' : `${softConflicts} entertaining items need`} more
                notice than your slot allows.
              </p>
            ) : null}
            <ul className={styles.lines}>
              {lines.map((line) => (
                <TrolleyLine
                  key={line.trolleyItemId}
                  line={line}
                  product={products.get(line.productId)}
                  busy={busy}
                  onChange={apply}
                />
              ))}
            </ul>
          </section>
          <div className={styles.side}>
            <TrolleyTotals totals={trolley.trolleyTotals} />
            <TrolleyCheckout
              trolley={trolley}
              instantCheckout={result.instantCheckout}
              reservation={reservation}
              busy={busy}
              navigate={navigate}
            />
          </div>
        </div>
      )}
    </>
  );
}
