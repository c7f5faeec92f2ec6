import { useAtomValue } from 'jotai';
import { ROUTES } from '@grocer/shared-contracts/domain';
import { isShownInMenu } from '../../navigation/menu-items.ts';
import { seasonalMenuAtom, taxonomyAtom } from '../../navigation/navigation-state.ts';
import { shopAllUrl } from '../../navigation/seasonal-shop-all-url.ts';
import styles from './menu-home-before-script.module.css';

/** The primary links beside the roots, as the live menu's level 0 has them. */
const PRIMARY_LINKS = [
  { name: 'Offers', href: ROUTES.offers },
  { name: 'New', href: ROUTES.newProducts },
  { name: 'Recipes', href: ROUTES.recipes },
  { name: 'Inspiration', href: ROUTES.inspiration },
] as const;

/** Without the server's taxonomy, the roots' home pages. */
const ROOT_HOMES = [
  { id: 'groceries', name: 'Groceries', url: ROUTES.groceriesHome },
  { id: 'entertaining', name: 'Entertaining', url: ROUTES.entertainingHome },
] as const;

type Props = {
  /** The popover's id, for its close button. */
  readonly id: string;
};

/**
 * The phone menu's first level as the server draws it (issue 32), in the burger's
 * `BeforeScriptPopover`: a side panel with the roots (Groceries, Entertaining), the primary links
 * and the season's page, each a link to its page, so a tap before the header's script shows them
 * in the next frame. Its close button and a tap beside it close it, as the browser does for a
 * popover. The roots' sub-menus, Multi-search, the slot, the account and help links are the live
 * menu's.
 */
export function MenuHomeBeforeScript({ id }: Props) {
  const taxonomy = useAtomValue(taxonomyAtom);
  const seasonal = useAtomValue(seasonalMenuAtom);
  const roots = taxonomy.status === 'loaded' ? taxonomy.value.filter(isShownInMenu) : ROOT_HOMES;
  const seasonalLinks =
    seasonal.status === 'loaded' && seasonal.value
      ? [{ name: seasonal.value.title, href: shopAllUrl(seasonal.value.title) }]
      : [];
  return (
    <div className={styles.panel} role="dialog" aria-label="Menu">
      <button type="button" className={styles.close} popoverTarget={id} popoverTargetAction="hide">
        Close menu
      </button>
      <ul className={styles.list} aria-label="Shop">
        {roots.map((root) => (
          <li key={root.id}>
            <a className={styles.entry} href={root.url} data-menu-item={root.id}>
              {root.name}
            </a>
          </li>
        ))}
        {[...PRIMARY_LINKS, ...seasonalLinks].map(({ name, href }) => (
          <li key={href}>
            <a className={styles.entry} href={href}>
              {name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
