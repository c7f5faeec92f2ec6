import { useAtomValue } from 'jotai';
import { useLayoutEffect, useRef, useState } from 'react';
import type { MenuItem } from '../../navigation/menu-items.ts';
import { taxonomyAtom } from '../../navigation/navigation-state.ts';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import { CategoryLevel } from './category-level.tsx';
import { ChevronIcon, CloseIcon } from './menu-icons.tsx';
import { MenuHome } from './menu-home.tsx';
import { popLevel, pushLevel, resolveTrail, type MenuPath } from './menu-path.ts';
import styles from './mobile-menu-panel.module.css';

const NO_ITEMS: readonly MenuItem[] = [];
const HOME_NAME = 'Menu';

type Navigation = {
  readonly path: MenuPath;
  /** Which way the last move went, for the level's slide. */
  readonly direction: 'none' | 'forward' | 'back';
};

/** Where focus goes once a move has rendered: the new level's heading, or the item that opened the level left. */
type FocusTarget = { readonly heading: true } | { readonly item: string };

/**
 * The menu's levels 0-3 (spec section 9): level 0 is the home list; choosing
 * a category with a sub-menu slides to its level, with a heading, "Back to
 * {previous level}" and "Shop all {name}". Focus goes to the new heading on
 * the way in, and back to the item that opened the level on the way out.
 */
export function MobileMenuLevels({ onClose }: { readonly onClose: () => void }) {
  const taxonomy = useAtomValue(taxonomyAtom);
  const roots = taxonomy.status === 'loaded' ? taxonomy.value : NO_ITEMS;
  const [navigation, setNavigation] = useState<Navigation>({ path: [], direction: 'none' });
  const trail = resolveTrail(roots, navigation.path);
  const ids = trail.map((item) => item.id);
  const level = trail.length;
  const current = trail.at(-1);
  const previousName = trail.at(-2)?.name ?? HOME_NAME;

  const levelRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusTarget = useRef<FocusTarget | null>(null);
  const pathKey = ids.join('/');

  useLayoutEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = null;
    if (!target) return;
    if ('heading' in target) {
      headingRef.current?.focus();
      return;
    }
    const items = levelRef.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? [];
    [...items].find((element) => element.dataset.menuItem === target.item)?.focus();
  }, [pathKey]);

  const open = (item: MenuItem, fromLevel: number) => {
    focusTarget.current = { heading: true };
    setNavigation({ path: pushLevel(ids, fromLevel, item.id), direction: 'forward' });
  };

  const back = () => {
    const left = ids.at(-1);
    if (left !== undefined) focusTarget.current = { item: left };
    setNavigation({ path: popLevel(ids), direction: 'back' });
  };

  return (
    <>
      <div className={styles.topBar}>
        {current ? (
          <button type="button" className={styles.back} onClick={back}>
            <ChevronIcon className={styles.backIcon} direction="left" />
            Back to {previousName}
          </button>
        ) : null}
        <button type="button" className={styles.close} onClick={onClose}>
          <CloseIcon />
          <VisuallyHidden>Close menu</VisuallyHidden>
        </button>
      </div>
      <div
        key={pathKey}
        ref={levelRef}
        className={styles.level}
        data-level={level}
        data-direction={navigation.direction}
      >
        <h2 ref={headingRef} className={styles.heading} tabIndex={-1}>
          {current?.name ?? HOME_NAME}
        </h2>
        {current ? (
          <CategoryLevel item={current} level={level} path={ids} onOpen={open} />
        ) : (
          <MenuHome taxonomy={taxonomy} onOpen={open} onClose={onClose} />
        )}
      </div>
    </>
  );
}
