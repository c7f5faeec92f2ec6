import type { ReactNode } from 'react';
import { MenuItemLabel } from '../../navigation/menu-item-label.tsx';
import type { MenuEntry } from '../../navigation/menu-top.ts';
import styles from './mega-menu-panel.module.css';

/** What a column lists: "Shop all {name}" for its category, then its entries. */
export type Column = {
  readonly id: string;
  readonly name: string;
  readonly url: string;
  readonly entries: readonly MenuEntry[];
};

export type MenuColumnProps = {
  /** 0 for the root's departments, 1 for a department's groups, 2 for a group's aisles. */
  readonly level: number;
  readonly column: Column;
  /** The id of the entry whose sub-menu is open to the right, if any. */
  readonly openChildId: string | undefined;
  /** Builds the id of the column at a level, for aria-controls. */
  readonly columnId: (level: number) => string;
  readonly onSubMenu: (level: number, entry: MenuEntry) => void;
  readonly onLink: (level: number, name: string, url: string) => void;
  /** Extra links at the column's end (the sign-out link at level 0). */
  readonly extra?: ReactNode;
};

/**
 * One column of the mega menu: "Shop all {name}" first, then the entries. An entry with a sub-menu
 * (spec section 5) is a disclosure button for the next column; any other is a link to its page.
 */
export function MenuColumn({ level, column, openChildId, columnId, onSubMenu, onLink, extra }: MenuColumnProps) {
  return (
    <div id={columnId(level)} className={styles.column} data-level={level}>
      <ul className={styles.list} aria-label={column.name}>
        <li>
          <a
            className={`${styles.entry} ${styles.shopAll}`}
            href={column.url}
            onClick={() => onLink(level, `Shop all ${column.name}`, column.url)}
          >
            Shop all {column.name}
          </a>
        </li>
        {column.entries.map((entry) => {
          if (!entry.subMenu) {
            return (
              <li key={entry.id}>
                <a
                  className={`${styles.entry} ${entry.offer ? styles.offer : ''}`}
                  href={entry.url}
                  onClick={() => onLink(level, entry.name, entry.url)}
                >
                  <MenuItemLabel item={entry} />
                </a>
              </li>
            );
          }
          const expanded = openChildId === entry.id;
          return (
            <li key={entry.id}>
              <button
                type="button"
                className={`${styles.entry} ${styles.subMenu}`}
                aria-expanded={expanded}
                // Only an open sub-menu's column exists to point at.
                aria-controls={expanded ? columnId(level + 1) : undefined}
                data-item-id={entry.id}
                onClick={() => onSubMenu(level, entry)}
              >
                <MenuItemLabel item={entry} />
                {/* Drawn by its attributes, which cost the header's stylesheet nothing. */}
                <svg
                  className={styles.arrow}
                  viewBox="0 0 16 16"
                  width="14"
                  height="14"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  aria-hidden="true"
                  focusable="false"
                >
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
