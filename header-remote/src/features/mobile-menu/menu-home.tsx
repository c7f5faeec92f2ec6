import { useAtomValue } from 'jotai';
import { ROUTES } from '@grocer/shared-contracts/domain';
import { isShownInMenu, type MenuItem } from '../../navigation/menu-items.ts';
import { seasonalMenuAtom, type LoadState } from '../../navigation/navigation-state.ts';
import { shopAllUrl } from '../../navigation/seasonal-shop-all-url.ts';
import { MenuAccountLinks, MenuSiteLinks } from './menu-account-links.tsx';
import { MenuEntry } from './menu-entry.tsx';
import { MenuMoreFrom } from './menu-more-from.tsx';
import { MenuMultiSearchEntry } from './menu-multi-search-entry.tsx';
import { SlotEntry } from './slot-entry.tsx';
import { useMenuClick } from '../../navigation/use-menu-click.ts';
import styles from './mobile-menu-panel.module.css';

/** The primary links beside the roots, as the desktop link bar has them (Entertaining is a root here). */
const PRIMARY_LINKS = [
  { name: 'Offers', href: ROUTES.offers },
  { name: 'New', href: ROUTES.newProducts },
  { name: 'Recipes', href: ROUTES.recipes },
  { name: 'Inspiration', href: ROUTES.inspiration },
] as const;

/** Without the taxonomy, the roots' home pages stand in for their sub-menus. */
const ROOT_HOMES = [
  { name: 'Groceries', href: ROUTES.groceriesHome },
  { name: 'Entertaining', href: ROUTES.entertainingHome },
] as const;

type Props = {
  readonly taxonomy: LoadState<readonly MenuItem[]>;
  readonly onOpen: (item: MenuItem, level: number) => void;
  /** Closes the menu (Multi-search opens its dialog once the menu has gone). */
  readonly onClose: () => void;
};

function statusText(taxonomy: LoadState<readonly MenuItem[]>): string {
  if (taxonomy.status === 'error') return 'Sorry, the menu could not load.';
  return taxonomy.status === 'loaded' ? '' : 'Loading…';
}

/**
 * Level 0: the roots (Groceries, Entertaining), the primary links, the
 * season's page when the desktop nav row has a seasonal menu, and
 * Multi-search (the masthead hides its button below 544px); the slot entry
 * and the account links; the site links, the store finder and customer
 * service, then "More from" the sister shops (the top bar is hidden on
 * mobile). The account and site
 * links come from the taxonomy's menu roots (decision 024) or, without them,
 * are built in: whatever the taxonomy's state, every link that does not need
 * it is there.
 */
export function MenuHome({ taxonomy, onOpen, onClose }: Props) {
  const track = useMenuClick();
  const roots = taxonomy.status === 'loaded' ? taxonomy.value.filter(isShownInMenu) : [];
  const seasonal = useAtomValue(seasonalMenuAtom);
  // The desktop nav row's seasonal menu (its button named by the season), as a link to the season's page.
  const seasonalLinks =
    seasonal.status === 'loaded' && seasonal.value
      ? [{ name: seasonal.value.title, href: shopAllUrl(seasonal.value.title) }]
      : [];
  const links = [...(taxonomy.status === 'error' ? ROOT_HOMES : []), ...PRIMARY_LINKS, ...seasonalLinks];
  return (
    <>
      <div className={styles.status} role="status" data-state={taxonomy.status}>
        {statusText(taxonomy)}
      </div>
      <ul className={styles.list} aria-label="Shop">
        {roots.map((root) => (
          <li key={root.id}>
            <MenuEntry item={root} level={0} onOpen={onOpen} />
          </li>
        ))}
        {links.map(({ name, href }) => (
          <li key={href}>
            <a className={styles.entry} href={href} onClick={() => track({ level: 0, name, path: href })}>
              <span className={styles.entryText}>{name}</span>
            </a>
          </li>
        ))}
        <li>
          <MenuMultiSearchEntry onClose={onClose} />
        </li>
      </ul>
      <ul className={styles.list} aria-label="Your slot and account">
        <li>
          <SlotEntry />
        </li>
        <MenuAccountLinks />
      </ul>
      <ul className={styles.list} aria-label="Help">
        <MenuSiteLinks />
      </ul>
      <MenuMoreFrom />
    </>
  );
}
