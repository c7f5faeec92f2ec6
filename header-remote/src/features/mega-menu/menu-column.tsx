import type { ReactNode } from 'react';
import { MenuItemLabel } from '../../navigation/menu-item-label.tsx';
import { hasSubMenu, visibleChildren, type MenuItem } from '../../navigation/menu-items.ts';
import styles from './mega-menu-panel.module.css';

export type MenuColumnProps = {
  /** 0 for the root's departments, 1 for a department's groups, 2 for a group's aisles. */
  readonly level: number;
  /** The category whose children this column lists. */
  readonly parent: MenuItem;
  /** The id of the child whose sub-menu is open to the right, if any. */
  readonly openChildId: string | undefined;
  /** Builds the id of the column at a level, for aria-controls. */
  readonly columnId: (level: number) => string;
  readonly onSubMenu: (level: number, item: MenuItem) => void;
  readonly onLink: (level: number, name: string, url: string) => void;
  /** Extra links at the column's end (the sign-out link at level 0). */
  readonly extra?: ReactNode;
};

/**
 * One column of the mega menu: "Shop all {name}" first, then the visible
 * children. A child with a sub-menu (spec section 5) is a disclosure button
 * for the next column; any other child is a link to its category page.
 */
export function MenuColumn({ level, parent, openChildId, columnId, onSubMenu, onLink, extra }: MenuColumnProps) {
  return (
    <div id={columnId(level)} className={styles.column} data-level={level}>
      <ul className={styles.list} aria-label={parent.name}>
        <li>
          <a
            className={`${styles.entry} ${styles.shopAll}`}
            href={parent.url}
            onClick={() => onLink(level, `Shop all ${parent.name}`, parent.url)}
          >
            Shop all {parent.name}
          </a>
        </li>
        {visibleChildren(parent).map((child) => {
          if (!hasSubMenu(child, level + 1)) {
            return (
              <li key={child.id}>
                <a
                  className={`${styles.entry} ${child.offer ? styles.offer : ''}`}
                  href={child.url}
                  onClick={() => onLink(level, child.name, child.url)}
                >
                  <MenuItemLabel item={child} />
                </a>
              </li>
            );
          }
          const expanded = openChildId === child.id;
          return (
            <li key={child.id}>
              <button
                type="button"
                className={`${styles.entry} ${styles.subMenu}`}
                aria-expanded={expanded}
                // Only an open sub-menu's column exists to point at.
                aria-controls={expanded ? columnId(level + 1) : undefined}
                data-item-id={child.id}
                data-sub-menu=""
                onClick={() => onSubMenu(level, child)}
              >
                <MenuItemLabel item={child} />
                <svg className={styles.arrow} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                  <path d="M6 3l5 5-5 5" />
                </svg>
              </button>
            </li>
          );
        })}
        {extra}
      </ul>
    </div>
  );
}
