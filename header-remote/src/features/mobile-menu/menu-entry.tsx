import { MenuItemLabel } from '../../navigation/menu-item-label.tsx';
import { hasSubMenu, type MenuItem } from '../../navigation/menu-items.ts';
import { ChevronIcon } from './menu-icons.tsx';
import { MOBILE_MAX_OPEN_MENUS } from './menu-path.ts';
import { useMenuClick } from '../../navigation/use-menu-click.ts';
import { currentMark, useCurrentCategoryPath } from '../../navigation/use-current-category-path.ts';
import styles from './mobile-menu-panel.module.css';

type Props = {
  readonly item: MenuItem;
  /** The level of the list the item is in. */
  readonly level: number;
  readonly onOpen: (item: MenuItem, level: number) => void;
};

/**
 * A category in a level's list: a button sliding to its sub-menu when it has
 * shown children and the next level is within 0-3, otherwise a link to its
 * page. The button carries the item's id, so going back can focus it again.
 * On the page's own category path (decision 020) it is marked current: the
 * link to this page as the page, a category above it as the current item.
 */
export function MenuEntry({ item, level, onOpen }: Props) {
  const track = useMenuClick();
  const currentPath = useCurrentCategoryPath();
  const click = { level, name: item.name, path: item.url };
  if (hasSubMenu(item, level + 1, MOBILE_MAX_OPEN_MENUS)) {
    return (
      <button
        type="button"
        className={styles.entry}
        aria-current={currentMark(currentPath, item.id, false)}
        data-menu-item={item.id}
        onClick={() => {
          track(click);
          onOpen(item, level);
        }}
      >
        <MenuItemLabel item={item} className={styles.entryText} />
        <ChevronIcon className={styles.chevron} direction="right" />
      </button>
    );
  }
  return (
    <a
      className={styles.entry}
      href={item.url}
      aria-current={currentMark(currentPath, item.id, true)}
      onClick={() => track(click)}
    >
      <MenuItemLabel item={item} className={styles.entryText} />
    </a>
  );
}
