import { useState } from 'react';
import { useHeaderConfig } from '../../lib/header-config.tsx';
import { useMenuBanners } from '../navigation-loader.tsx';
import { BannerAdCard } from './banner-ad-card.tsx';
import styles from './menu-banners.module.css';

export type MenuBannersProps = {
  /** The open menu path's category ids, root first; empty for none. */
  readonly categories: readonly string[];
};

/**
 * Advertising banners for an open menu path (spec section 7): with the
 * menuBanners flag on, the ads the banner service picks for the path. The
 * desktop mega menu shows them at levels 1 and 2, the mobile menu at level 2.
 * Keep it mounted while the menu is open: each ad's impression counts once.
 */
export function MenuBanners({ categories }: MenuBannersProps) {
  const { props } = useHeaderConfig();
  const ads = useMenuBanners(props.features.menuBanners ? categories : null);
  // One set per mount, changed in place: remembering an ad must not re-render the list.
  const [seen] = useState(() => new Set<string>());
  if (ads.length === 0) return null;
  return (
    <ul className={styles.banners} aria-label="Sponsored">
      {ads.map((ad) => (
        <li key={ad.id}>
          <BannerAdCard ad={ad} seen={seen} />
        </li>
      ))}
    </ul>
  );
}
