import type { ProductSummary } from '@grocer/shared-contracts/domain';
import { formatMoney } from '@grocer/shared-contracts/domain';
import { servicesPath } from '../../api/api-client.ts';
import { AddToTrolley, type TrolleyContext } from './add-to-trolley.tsx';
import styles from './product-card.module.css';

type Props = {
  readonly product: ProductSummary;
  /** Place in the list: images after the 10th load lazily (spec section 9). */
  readonly position: number;
  readonly headingLevel: 2 | 3;
  readonly trolley: TrolleyContext;
};

const EAGER_IMAGES = 10;
/**
 * The first row's images, which a phone shows above the fold (two columns): the largest paint of a
 * listing page is one of them, so they are fetched ahead of the page's scripts.
 */
const FIRST_ROW_IMAGES = 2;

/** One product: image, name, size, price, offer, and add to trolley (or "Unavailable"). */
export function ProductCard({ product, position, headingLevel, trolley }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const weighed = product.uom !== 'C62';
  // Image paths come from the services and are only ever used under their own origin.
  const image =
    trolley.servicesUrl !== undefined && product.imageUrl.startsWith('/')
      ? servicesPath(trolley.servicesUrl, product.imageUrl)
      : undefined;
  return (
    <li className={styles.card} data-available={product.available}>
      {image ? (
        <img
          className={styles.image}
          src={image}
          alt=""
          width={120}
          height={120}
          loading={position < EAGER_IMAGES ? 'eager' : 'lazy'}
          fetchPriority={position < FIRST_ROW_IMAGES ? 'high' : 'auto'}
        />
      ) : (
        <div className={styles.image} />
      )}
      <Heading className={styles.name}>{product.name}</Heading>
      <p className={styles.size}>{product.size}</p>
      <p className={styles.price}>
        {weighed ? 'Est. ' : ''}
        {formatMoney(product.estimatedPrice.amount)}
        <span className={styles.unitPrice}> {product.unitPriceText}</span>
      </p>
      {product.promotion ? <p className={styles.promotion}>{product.promotion}</p> : null}
      {product.available ? (
        <AddToTrolley product={product} trolley={trolley} />
      ) : (
        <p className={styles.unavailable}>Unavailable</p>
      )}
    </li>
  );
}
