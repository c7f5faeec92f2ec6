import { CmsComponents } from '../../content/cms-components.tsx';
import type { SeasonalMenu } from '../../navigation/navigation-state.ts';
import { useLinkPrefetch } from '../../navigation/use-link-prefetch.ts';
import { shopAllUrl } from '../../navigation/seasonal-shop-all-url.ts';
import styles from './seasonal-menu-panel.module.css';

/**
 * The seasonal panel's content: a "Shop all {title}" link, then the CMS
 * components of each seasonal location. A chunk of its own, so the content
 * renderer stays out of the closed header's JavaScript.
 */
export function SeasonalMenuPanel({ menu }: { readonly menu: SeasonalMenu }) {
  const prefetch = useLinkPrefetch();
  return (
    <div className={styles.content} {...prefetch}>
      <a className={styles.shopAll} href={shopAllUrl(menu.title)}>
        Shop all {menu.title}
      </a>
      {Object.entries(menu.locations).map(([location, components]) => (
        // No heading of the panel's own above: the cards' headings are the first level under the page's h1.
        <CmsComponents key={location} components={components} headingLevel={2} />
      ))}
    </div>
  );
}
