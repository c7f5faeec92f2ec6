import type { ProductSummary } from '@grocer/shared-contracts/domain';
import type { TrolleyContext } from './add-to-trolley.tsx';
import { ProductCard } from './product-card.tsx';
import styles from './product-card.module.css';

type Props = {
  readonly products: readonly ProductSummary[];
  readonly label: string;
  readonly headingLevel: 2 | 3;
  readonly trolley: TrolleyContext;
};

export function ProductList({ products, label, headingLevel, trolley }: Props) {
  return (
    <ul className={styles.list} aria-label={label}>
      {products.map((product, position) => (
        <ProductCard
          key={product.id}
          product={product}
          position={position}
          headingLevel={headingLevel}
          trolley={trolley}
        />
      ))}
    </ul>
  );
}
