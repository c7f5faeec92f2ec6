import { useAtomValue } from 'jotai';
import { ROUTES } from '@grocer/shared-contracts';
import { GROCERIES_ROOT_ID } from '@grocer/shared-contracts/domain';
import { visibleChildren } from '../../navigation/menu-items.ts';
import { taxonomyAtom } from '../../navigation/navigation-state.ts';
import styles from './first-level-before-script.module.css';

/**
 * The Groceries menu's first level as the server draws it, in the Groceries button's
 * `ServerDrawnControl`: "Shop all Groceries" and the departments, as links, from the taxonomy the
 * server keeps ("Shop all Groceries" alone without one), so a press before the header's script
 * shows the departments in the next frame instead of waiting for the code, the taxonomy and the
 * panel. Icons, sub-menus, content and banners are the live menu's.
 */
export function FirstLevelBeforeScript() {
  const taxonomy = useAtomValue(taxonomyAtom);
  const root = taxonomy.status === 'loaded' ? taxonomy.value.find((item) => item.id === GROCERIES_ROOT_ID) : undefined;
  return (
    <ul className={styles.list} aria-label="Groceries">
      <li>
        <a className={`${styles.entry} ${styles.shopAll}`} href={root?.url ?? ROUTES.groceriesHome}>
          Shop all Groceries
        </a>
      </li>
      {root
        ? visibleChildren(root).map((child) => (
            <li key={child.id}>
              <a className={styles.entry} href={child.url}>
                {child.name}
              </a>
            </li>
          ))
        : null}
    </ul>
  );
}
