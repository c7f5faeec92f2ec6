import { formatMoney, type ProductSummary, type TrolleyItem } from '@grocer/shared-contracts/domain';
import { less, more, quantityText } from './quantity-steps.ts';
import styles from './trolley-page.module.css';
import type { TrolleyChange } from './use-trolley-changes.ts';

type Props = {
  readonly line: TrolleyItem;
  readonly product: ProductSummary | undefined;
  /** While a change is on its way, the controls wait. */
  readonly busy: boolean;
  readonly onChange: (change: TrolleyChange) => void;
};

/** The plain name used until (or unless) the catalogue answers. */
export const lineName = (line: TrolleyItem, product: ProductSummary | undefined) =>
  product?.name ?? `Item ${line.lineNumber}`;

/** One trolley line: name, size, quantity with − and +, line total, Remove; an unavailable product is marked. */
export function TrolleyLine({ line, product, busy, onChange }: Props) {
  const name = lineName(line, product);
  const unavailable = product?.available === false;
  const next = more(line.quantity);
  return (
    <li className={styles.line} data-available={!unavailable}>
      <div className={styles.product}>
        <h3 className={styles.name}>{name}</h3>
        {product ? <p className={styles.size}>{product.size}</p> : null}
        {unavailable ? (
          <p className={styles.unavailable}>
            <strong>Unavailable.</strong> This item can't be bought at the moment. Please remove it.
          </p>
        ) : null}
      </div>
      <div className={styles.quantity} role="group" aria-label={`Quantity of ${name}`}>
        <button
          type="button"
          className={styles.step}
          aria-label={`Decrease quantity of ${name}`}
          aria-disabled={busy}
          onClick={() => onChange({ kind: 'quantity', line, name, quantity: less(line.quantity) })}
        >
          −
        </button>
        <span className={styles.amount}>{quantityText(line.quantity)}</span>
        <button
          type="button"
          className={styles.step}
          aria-label={`Increase quantity of ${name}`}
          aria-disabled={busy || !next}
          onClick={() => {
            if (next) onChange({ kind: 'quantity', line, name, quantity: next });
          }}
        >
          +
        </button>
      </div>
      <p className={styles.lineTotal}>{formatMoney(line.totalPrice.amount)}</p>
      <button
        type="button"
        className={styles.remove}
        aria-label={`Remove ${name}`}
        aria-disabled={busy}
        onClick={() => onChange({ kind: 'remove', line, name })}
      >
        Remove
      </button>
    </li>
  );
}
