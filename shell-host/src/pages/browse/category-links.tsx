import type { TaxonomyEntry } from '@grocer/shared-contracts/domain';
import styles from './browse-page.module.css';

type Props = { readonly categories: readonly TaxonomyEntry[]; readonly label: string };

/** Links to the categories a page leads on to; nothing when there are none. */
export function CategoryLinks({ categories, label }: Props) {
  if (categories.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className={styles.categories}>
        {categories.map((category) => (
          <li key={category.id}>
            <a className={styles.categoryLink} href={category.url}>
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
