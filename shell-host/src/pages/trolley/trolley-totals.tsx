import { useId } from 'react';
import { formatMoney, type TrolleyTotals as Totals } from '@grocer/shared-contracts/domain';
import layout from '../shared/page-layout.module.css';
import styles from './trolley-page.module.css';

/** The trolley's estimated totals: items, promo-code savings, delivery charge and the total. */
export function TrolleyTotals({ totals }: { readonly totals: Totals }) {
  const headingId = useId();
  const savings = totals.savings.amount;
  return (
    <section className={styles.totals} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.subheading}>
        Trolley summary
      </h2>
      <dl className={layout.figures}>
        <dt>Items</dt>
        <dd>{formatMoney(totals.itemTotalEstimatedCost.amount)}</dd>
        <dt>Savings</dt>
        <dd>{savings > 0 ? `−${formatMoney(savings)}` : formatMoney(0)}</dd>
        <dt>Delivery charge</dt>
        <dd>{formatMoney(totals.deliveryCharge.amount)}</dd>
        <dt className={layout.total}>Estimated total</dt>
        <dd className={layout.total}>{formatMoney(totals.totalEstimatedCost.amount)}</dd>
      </dl>
    </section>
  );
}
