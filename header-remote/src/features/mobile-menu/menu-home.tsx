import { useAtomValue } from 'jotai';
import type { MenuTop } from '../../navigation/menu-top.ts';
import { menuTopAtom, seasonalMenuAtom, type LoadState } from '../../navigation/navigation-state.ts';
import { MenuAccountLinks, MenuSiteLinks } from './menu-account-links.tsx';
import { PRIMARY_LINKS, ROOT_HOMES, seasonalLinks } from './level-zero-links.ts';
import { MenuEntry } from './menu-entry.tsx';
import { MenuMoreFrom } from './menu-more-from.tsx';
import { MenuMultiSearchEntry } from './menu-multi-search-entry.tsx';
import { SlotEntry } from './slot-entry.tsx';
import { useMenuClick } from '../../navigation/use-menu-click.ts';
import styles from './mobile-menu-panel.module.css';

type Props = {
  /** A root's level asked for and waiting for the taxonomy, or null. */
  readonly waiting: LoadState<unknown>['status'] | null;
  readonly onOpen: (id: string, level: number) => void;
  /** Closes the menu (Multi-search opens its dialog once the menu has gone). */
  readonly onClose: () => void;
};

function statusText(top: LoadState<MenuTop>, waiting: Props['waiting']): string {
  if (top.status === 'error' || waiting === 'error') return 'Sorry, the menu could not load.';
  return top.status === 'loading' || waiting !== null ? 'Loading…' : '';
}

/**
 * Level 0: the roots (Groceries, Entertaining), the primary links, the
 * season's page when the desktop nav row has a seasonal menu, and
 * Multi-search (the masthead hides its button below 544px); the slot entry
 * and the account links; the site links, the store finder and customer
 * service, then "More from" the sister shops (the top bar is hidden on
 * mobile). The roots are the menus' first level (`menuTopAtom`), so the
 * server draws them as the live header does; the account and site links come
 * from the taxonomy's menu roots (decision 024) once it is in, else are built
 * in: whatever the taxonomy's state, every link that does not need it is there.
 */
export function MenuHome({ waiting, onOpen, onClose }: Props) {
  const track = useMenuClick();
  const top = useAtomValue(menuTopAtom);
  const roots = top.status === 'loaded' ? top.value.roots : [];
  const seasonal = useAtomValue(seasonalMenuAtom);
  // Without the roots (none asked for yet, or they failed), their home pages stand in.
  const homes = top.status === 'error' || top.status === 'idle' ? ROOT_HOMES : [];
  const links = [...homes, ...PRIMARY_LINKS, ...seasonalLinks(seasonal)];
  return (
    <>
      <div className={styles.status} role="status" data-state={top.status}>
        {statusText(top, waiting)}
      </div>
      <ul className={styles.list} aria-label="Shop">
        {roots.map((root) => (
          <li key={root.id}>
            <MenuEntry entry={root} level={0} onOpen={onOpen} />
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
