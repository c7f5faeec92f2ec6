import { useAtomValue } from 'jotai';
import { useLayoutEffect, useRef, useState } from 'react';
import type { MenuItem } from '../../navigation/menu-items.ts';
import { taxonomyAtom } from '../../navigation/navigation-state.ts';
import { browserInvokes, invokes } from '../../ui/invokes.ts';
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

const HOME: Navigation = { path: [], direction: 'none' };

type Props = {
  /** The dialog's id, which the close button's command names. */
  readonly dialogId: string;
  /** Whether the menu is open: each open starts at level 0. */
  readonly isOpen: boolean;
  readonly onClose: () => void;
};

/**
 * The menu's levels 0-3 (spec section 9): level 0 is the home list, drawn by
 * the server; choosing a category with a sub-menu slides to its level, from
 * the whole taxonomy, with a heading, "Back to {previous level}" and "Shop
 * all {name}". Focus goes to the new heading on the way in, and back to the
 * item that opened the level on the way out.
 */
export function MobileMenuLevels({ dialogId, isOpen, onClose }: Props) {
  const taxonomy = useAtomValue(taxonomyAtom);
  const roots = taxonomy.status === 'loaded' ? taxonomy.value : NO_ITEMS;
  const [navigation, setNavigation] = useState<Navigation>(HOME);
  // Closed, it is back at level 0 for the next open, where the browser focuses its first control.
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (!isOpen) setNavigation(HOME);
  }
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

  const open = (id: string, fromLevel: number) => {
    focusTarget.current = { heading: true };
    setNavigation({ path: pushLevel(ids, fromLevel, id), direction: 'forward' });
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
        <button
          type="button"
          className={styles.close}
          {...invokes(dialogId, 'close')}
          onClick={() => browserInvokes() || onClose()}
        >
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
          <MenuHome
            // A root pressed before the whole taxonomy is in: its level comes with it.
            waiting={navigation.path.length > 0 && taxonomy.status !== 'loaded' ? taxonomy.status : null}
            onOpen={open}
            onClose={onClose}
          />
        )}
      </div>
    </>
  );
}
