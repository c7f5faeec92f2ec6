import { CatalogueIcon } from '../ui/icons/catalogue-icon.tsx';
import type { MenuItem } from './menu-items.ts';
import styles from './menu-item-label.module.css';

type Props = {
  /** A taxonomy item, or a menu's entry for one (menu-top.ts). */
  readonly item: Pick<MenuItem, 'name' | 'iconName' | 'bold' | 'generated' | 'showWarningIcon'>;
  readonly className?: string | undefined;
};

/**
 * A menu item's words as both menus show them (spec section 3, "Menu item"): its icon from the
 * catalogue when it names one, its name (bold when marked so), and a warning icon named
 * "Warning" when it asks for one. A generated item says so in `data-generated`, for styling and
 * analytics hooks; it looks the same.
 */
export function MenuItemLabel({ item, className }: Props) {
  const classes = [styles.label, item.bold ? styles.bold : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <span className={classes} data-generated={item.generated ? '' : undefined}>
      {item.iconName ? <CatalogueIcon name={item.iconName} className={styles.icon} /> : null}
      <span>{item.name}</span>
      {/* The space keeps the name and "Warning" apart in the accessible name; the flex layout draws none. */}
      {item.showWarningIcon ? (
        <>
          {' '}
          <CatalogueIcon name="warning" label="Warning" className={styles.warning} />
        </>
      ) : null}
    </span>
  );
}
