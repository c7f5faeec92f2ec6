import { formatMoney, type OrderLine, type UnitOfMeasure } from '@grocer/shared-contracts/domain';
import layout from '../shared/page-layout.module.css';
import styles from './view-order-page.module.css';

const UNIT_TEXT: Readonly<Record<UnitOfMeasure, string>> = { C62: '', KGM: ' kg', GRM: ' g', LBR: ' lb' };

/** "2", or "0.5 kg" for a weighed line. */
export function quantityText(quantity: OrderLine['quantity']): string {
  return `${quantity.amount}${UNIT_TEXT[quantity.uom]}`;
}

type Props = {
  readonly lines: readonly OrderLine[];
  /** Product names by id, once known; a line shows its line number until then (or if the product is gone). */
  readonly names: ReadonlyMap<string, string>;
};

/** The order's lines as a table: product, quantity, unit price and line total. */
export function OrderLines({ lines, names }: Props) {
  if (lines.length === 0) return <p>This order has no items.</p>;
  return (
    <div className={layout.scroller}>
      <table className={styles.table}>
        <caption className={layout.caption}>Items in this order</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Quantity</th>
            <th scope="col">Price</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.productId}>
              <th scope="row">{names.get(line.productId) ?? `Item ${line.lineNumber}`}</th>
              <td>{quantityText(line.quantity)}</td>
              <td>
                {formatMoney(line.price.amount)}
                {line.quantity.uom === 'C62' ? '' : `/${UNIT_TEXT[line.quantity.uom].trim()}`}
              </td>
              <td>{formatMoney(line.totalPrice.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
