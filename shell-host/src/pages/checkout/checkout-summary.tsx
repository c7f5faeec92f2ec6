import { useId } from 'react';
import { ROUTES } from '@grocer/shared-contracts';
import { formatMoney, slotPageUrl, type Order } from '@grocer/shared-contracts/domain';
import layout from '../shared/page-layout.module.css';
import { slotText } from '../shared/slot-text.ts';
import styles from './checkout-page.module.css';

/** The order's anchor for "review your promo codes" (CHECKOUT_ROUTES.checkoutPromoCodes). */
export const PROMO_CODES_ID = 'checkoutPromoCodes';

/** What is being placed: the slot (the order's current one comes first) and the estimated totals. */
export function CheckoutSummary({ order }: { readonly order: Order }) {
  const slotHeadingId = useId();
  const totalsHeadingId = useId();
  const [slot] = order.slots;
  const { items, savings, deliveryCharge, total } = order.totals.estimated;
  const itemCount = order.orderLines.length;
  return (
    <>
      <section aria-labelledby={slotHeadingId} className={styles.section}>
        <h2 id={slotHeadingId} className={layout.subheading}>
          Your slot
        </h2>
        {slot ? (
          <p>
            {slotText(slot)}.{' '}
            <a className={layout.link} href={slotPageUrl(slot.slotType)}>
              Change slot
            </a>
          </p>
        ) : (
          <p>
            You haven't booked a slot yet.{' '}
            <a className={layout.link} href={ROUTES.serviceSelection}>
              Book a slot
            </a>
          </p>
        )}
      </section>
      <section aria-labelledby={totalsHeadingId} className={styles.section}>
        <h2 id={totalsHeadingId} className={layout.subheading}>
          Order summary
        </h2>
        <dl className={layout.figures}>
          <dt>Items ({itemCount === 1 ? '1 line' : `${itemCount} lines`})</dt>
          <dd>{formatMoney(items.amount)}</dd>
          <dt>Delivery charge</dt>
          <dd>{formatMoney(deliveryCharge.amount)}</dd>
          <dt>Estimated total</dt>
          <dd className={layout.total}>{formatMoney(total.amount)}</dd>
        </dl>
      </section>
      <section id={PROMO_CODES_ID} tabIndex={-1} aria-label="Promo codes" className={styles.section}>
        <p>
          {savings.amount > 0
            ? `Promo codes save you ${formatMoney(savings.amount)} (included above).`
            : 'No promo code savings on this order.'}
        </p>
      </section>
    </>
  );
}
