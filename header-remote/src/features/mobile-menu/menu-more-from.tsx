import { useId } from 'react';
import { SISTER_SHOPS, withTracking } from '../../navigation/sister-shops.ts';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import panelStyles from './mobile-menu-panel.module.css';
import styles from './menu-more-from.module.css';

/**
 * "More from" the three sister shops, as the top bar has them (spec section
 * 2): the top bar is hidden below 992px (and so at 200 % zoom), so the menu
 * offers them there (WCAG 1.4.10, reflow). The same names and referral
 * tracking; each opens in a new tab and says so.
 */
export function MenuMoreFrom() {
  const labelId = useId();
  return (
    <div className={styles.moreFrom}>
      <span id={labelId} className={styles.label}>
        More from
      </span>
      <ul className={panelStyles.list} aria-labelledby={labelId}>
        {SISTER_SHOPS.map((shop) => (
          <li key={shop.name}>
            <a className={panelStyles.entry} href={withTracking(shop.url)} target="_blank" rel="noopener">
              <span className={panelStyles.entryText}>
                {shop.name}
                <VisuallyHidden> ({shop.description}, opens in a new tab)</VisuallyHidden>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
