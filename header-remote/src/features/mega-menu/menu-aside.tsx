import { useAtomValue } from 'jotai';
import type { CmsComponent, ContentLocations } from '@grocer/shared-contracts/domain';
import { CmsComponents } from '../../content/cms-components.tsx';
import { useExperienceFragment } from '../../navigation/navigation-loader.tsx';
import { menuContentAtom } from '../../navigation/navigation-state.ts';
import { MenuBanners } from '../../navigation/menu-banners/menu-banners.tsx';
import styles from './menu-aside.module.css';

const NONE: readonly CmsComponent[] = [];

const allComponents = (locations: ContentLocations): CmsComponent[] => Object.values(locations).flat();

export type MenuAsideProps = {
  /** The open menu's deepest level: 0 shows the middle mega menu content, deeper levels a fragment and banners. */
  readonly level: number;
  /** The root category id, which names the middle content's location (10051 for Groceries). */
  readonly rootCategory: string;
  /** The experience fragment of the open sub-menu, if it has one. */
  readonly fragmentKey: string | null;
  /** The open path's category ids, root first. */
  readonly path: readonly string[];
};

/**
 * Beside the columns: the middle mega menu content next to level 0 (trading
 * cells, text card, the specialist shops card); next to a sub-menu, its
 * experience fragment, and the menu banners at levels 1 and 2 (spec section 7).
 * The banners stay mounted while the menu is open, so an ad seen again is
 * not counted again. A chunk of its own, with the content's renderer and
 * styles, loaded once the shopper heads for the menu: the server draws the
 * columns, never this.
 */
export function MenuAside({ level, rootCategory, fragmentKey, path }: MenuAsideProps) {
  const content = useAtomValue(menuContentAtom);
  const fragment = useExperienceFragment(level > 0 ? fragmentKey : null);

  let components = NONE;
  if (level === 0 && content.status === 'loaded') components = content.value[rootCategory] ?? NONE;
  if (level > 0 && fragment.status === 'loaded') components = allComponents(fragment.value);

  return (
    <div className={styles.aside} style={{ gridColumn: `${level + 2} / -1` }}>
      <div className={styles.content}>
        {/* The menu has no heading of its own above its content: the cards' headings are the first level under the page's h1. */}
        <CmsComponents components={components} headingLevel={2} />
      </div>
      <div className={styles.banners}>
        <MenuBanners categories={level === 1 || level === 2 ? path : NO_PATH} />
      </div>
    </div>
  );
}

const NO_PATH: readonly string[] = [];
