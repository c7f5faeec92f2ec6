import { MenuItemLabel } from '../../navigation/menu-item-label.tsx';
import type { MenuEntry as Entry } from '../../navigation/menu-top.ts';
import { ChevronIcon } from './menu-icons.tsx';
import { useMenuClick } from '../../navigation/use-menu-click.ts';
import { currentMark, useCurrentCategoryPath } from '../../navigation/use-current-category-path.ts';
import styles from './mobile-menu-panel.module.css';

type Props = {
  readonly entry: Entry;
  /** The level of the list the entry is in. */
  readonly level: number;
  readonly onOpen: (id: string, level: number) => void;
};

/**
 * A category in a level's list: a button sliding to its sub-menu when it has
 * shown children and the next level is within 0-3 (`subMenu`), otherwise a
 * link to its page. The button carries the category's id, so going back can
 * focus it again. On the page's own category path (decision 020) it is marked
 * current: the link to this page as the page, a category above it as the
 * current item.
 */
export function MenuEntry({ entry, level, onOpen }: Props) {
  const track = useMenuClick();
  const currentPath = useCurrentCategoryPath();
  const click = { level, name: entry.name, path: entry.url };
  if (entry.subMenu) {
    return (
      <button
        type="button"
        className={styles.entry}
        aria-current={currentMark(currentPath, entry.id, false)}
        data-menu-item={entry.id}
        onClick={() => {
          track(click);
          onOpen(entry.id, level);
        }}
      >
        <MenuItemLabel item={entry} className={styles.entryText} />
        <ChevronIcon className={styles.chevron} direction="right" />
      </button>
    );
  }
  return (
    <a
      className={styles.entry}
      href={entry.url}
      aria-current={currentMark(currentPath, entry.id, true)}
      onClick={() => track(click)}
    >
      <MenuItemLabel item={entry} className={styles.entryText} />
    </a>
  );
}
