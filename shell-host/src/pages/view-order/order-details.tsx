import { useId } from 'react';
import { ROUTES } from '@grocer/shared-contracts';
import { formatAmendMessage, formatMoney, type Order } from '@grocer/shared-contracts/domain';
import layout from '../shared/page-layout.module.css';
import { ORDER_STATE_TEXT, orderSlotText, placedOnText } from '../shared/order-words.ts';
import { AmendOrderButton } from './amend-order-button.tsx';
import { OrderLines } from './order-lines.tsx';
import styles from './view-order-page.module.css';

type Props = {
  readonly order: Order;
  readonly names: ReadonlyMap<string, string>;
  readonly servicesUrl: string;
  readonly token: string;
  readonly navigate: (path: string) => void;
  readonly onSignedOut: () => void;
};

/** One order: its state and slot, how long it can be amended, its lines and totals, and the Amend action. */
export function OrderDetails({ order, names, ...amend }: Props) {
  const [slot] = order.slots;
  const cutoff = slot?.amendOrderCutoffDateTime;
  const amendMessage = order.amendable && cutoff ? formatAmendMessage(cutoff, new Date()) : null;
  const { estimated } = order.totals;
  const totalsId = useId();
  return (
    <>
      <dl className={styles.facts}>
        <dt>Status</dt>
        <dd>{ORDER_STATE_TEXT[order.state]}</dd>
        <dt>Placed on</dt>
        <dd>{placedOnText(order.placedAt)}</dd>
        <dt>Slot</dt>
        <dd>{orderSlotText(slot)}</dd>
      </dl>
      {order.amendable ? (
        <section aria-label="Amend this order" className={styles.amend}>
          {amendMessage ? <p>{amendMessage}</p> : null}
          <AmendOrderButton customerOrderId={order.customerOrderId} {...amend} />
        </section>
      ) : null}
      {order.state === 'AMENDING' ? (
        <p className={layout.message}>
          You're amending this order.{' '}
          <a className={layout.link} href={ROUTES.trolley}>
            Go to your trolley
          </a>
        </p>
      ) : null}
      <OrderLines lines={order.orderLines} names={names} />
      <section aria-labelledby={totalsId} className={styles.totalsSection}>
        <h2 id={totalsId} className={layout.subheading}>
          Order totals
        </h2>
        <dl className={styles.totals}>
          <dt>Items</dt>
          <dd>{formatMoney(estimated.items.amount)}</dd>
          <dt>Savings</dt>
          <dd>{formatMoney(estimated.savings.amount)}</dd>
          <dt>Delivery charge</dt>
          <dd>{formatMoney(estimated.deliveryCharge.amount)}</dd>
          <dt>Estimated total</dt>
          <dd>{formatMoney(estimated.total.amount)}</dd>
        </dl>
      </section>
    </>
  );
}
