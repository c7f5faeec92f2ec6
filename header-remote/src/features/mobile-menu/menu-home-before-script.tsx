import { useAtomValue } from 'jotai';
import { isShownInMenu } from '../../navigation/menu-items.ts';
import { seasonalMenuAtom, taxonomyAtom } from '../../navigation/navigation-state.ts';
import { PRIMARY_LINKS, ROOT_HOMES, seasonalLinks } from './level-zero-links.ts';
import styles from './menu-home-before-script.module.css';

type Props = {
  /** The popover's id, for its close button. */
  readonly id: string;
};

/**
 * The phone menu's first level as the server draws it, in the burger's
 * `ServerDrawnControl`: a side panel with the roots (Groceries, Entertaining), the primary links
 * and the season's page, each a link to its page, so a tap before the header's script shows them
 * in the next frame. Its close button and a tap beside it close it, as the browser does for a
 * popover. The roots' sub-menus, Multi-search, the slot, the account and help links are the live
 * menu's.
 */
export function MenuHomeBeforeScript({ id }: Props) {
  const taxonomy = useAtomValue(taxonomyAtom);
  const seasonal = useAtomValue(seasonalMenuAtom);
  const roots =
    taxonomy.status === 'loaded'
      ? taxonomy.value.filter(isShownInMenu).map(({ id, name, url }) => ({ id, name, href: url }))
      : ROOT_HOMES;
  return (
    <div className={styles.panel} role="dialog" aria-label="Menu">
      <button type="button" className={styles.close} popoverTarget={id} popoverTargetAction="hide">
        Close menu
      </button>
      <ul className={styles.list} aria-label="Shop">
        {roots.map((root) => (
          <li key={root.id}>
            <a className={styles.entry} href={root.href} data-menu-item={root.id}>
              {root.name}
            </a>
          </li>
        ))}
        {[...PRIMARY_LINKS, ...seasonalLinks(seasonal)].map(({ name, href }) => (
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
