import { MenuBanners } from '../../navigation/menu-banners/menu-banners.tsx';
import { visibleChildren, type MenuItem } from '../../navigation/menu-items.ts';
import { DepartmentContent } from './department-content.tsx';
import { MenuEntry } from './menu-entry.tsx';
import { useMenuClick } from '../../navigation/use-menu-click.ts';
import { useCurrentCategoryPath } from '../../navigation/use-current-category-path.ts';
import styles from './mobile-menu-panel.module.css';

/** Spec section 7: menu banners show at mobile level 2, a department's groups. */
const BANNER_LEVEL = 2;

type Props = {
  readonly item: MenuItem;
  /** 1 to 3: the item's children are listed at this level. */
  readonly level: number;
  /** The open categories' ids, root first (the item's last). */
  readonly path: readonly string[];
  readonly onOpen: (item: MenuItem, level: number) => void;
};

/** A category's level: "Shop all {name}", then its shown children; at level 2 the banners and the department's content. */
export function CategoryLevel({ item, level, path, onOpen }: Props) {
  const track = useMenuClick();
  const shopAll = `Shop all ${item.name}`;
  // "Shop all" is the category's own page: the current page when the shopper is on it.
  const onItsPage = useCurrentCategoryPath().at(-1) === item.id;
  return (
    <>
      <ul className={styles.list}>
        <li>
          <a
            className={`${styles.entry} ${styles.shopAll}`}
            href={item.url}
            aria-current={onItsPage ? 'page' : undefined}
            onClick={() => track({ level, name: shopAll, path: item.url })}
          >
            <span className={styles.entryText}>{shopAll}</span>
          </a>
        </li>
        {visibleChildren(item).map((child) => (
          <li key={child.id}>
            <MenuEntry item={child} level={level} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      {level === BANNER_LEVEL ? <MenuBanners categories={path} /> : null}
      {level === BANNER_LEVEL && item.banner ? <DepartmentContent fragmentKey={item.banner} /> : null}
    </>
  );
}
