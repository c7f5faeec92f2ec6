import { Suspense } from 'react';
import type { MenuItem } from '../../navigation/menu-items.ts';
import { menuEntries } from '../../navigation/menu-top.ts';
import { ErrorBoundary } from '../../ui/error-boundary.tsx';
import { retryableLazy, useLazyPiece } from '../../ui/use-lazy-piece.ts';
import { MenuEntry } from './menu-entry.tsx';
import { MOBILE_MAX_OPEN_MENUS } from './menu-path.ts';
import { useMenuClick } from '../../navigation/use-menu-click.ts';
import { useCurrentCategoryPath } from '../../navigation/use-current-category-path.ts';
import styles from './mobile-menu-panel.module.css';

/** Spec section 7: menu banners show at mobile level 2, a department's groups. */
const BANNER_LEVEL = 2;

const lazyExtras = retryableLazy(
  () => import(/* webpackChunkName: "mobile-menu" */ './department-extras.tsx'),
  (module) => module.DepartmentExtras,
);

/** The banners' and content's code, asked for as the shopper heads for the menu; a failure is reported where it renders. */
export const preloadDepartmentExtras = (): void => void lazyExtras.preload();

type Props = {
  readonly item: MenuItem;
  /** 1 to 3: the item's children are listed at this level. */
  readonly level: number;
  /** The open categories' ids, root first (the item's last). */
  readonly path: readonly string[];
  readonly onOpen: (id: string, level: number) => void;
};

/** A category's level: "Shop all {name}", then its shown children; at level 2 the banners and the department's content. */
export function CategoryLevel({ item, level, path, onOpen }: Props) {
  const track = useMenuClick();
  const shopAll = `Shop all ${item.name}`;
  // "Shop all" is the category's own page: the current page when the shopper is on it.
  const onItsPage = useCurrentCategoryPath().at(-1) === item.id;
  // A failure leaves the list as it is, and the next department tries afresh.
  const [Extras, extrasFailed] = useLazyPiece(lazyExtras, {
    message: 'The mobile menu failed to load',
    code: 'mobile_menu_failed',
  });
  return (
    <>
      <ul className={styles.list}>
        <li>
          <a
            className={`${styles.entry} ${styles.shopAll}`}
            href={item.url}
            aria-current={onItsPage ? 'page' : undefined}
            onClick={() => track({ level, name: shopAll, path: item.url })}
          >
            <span className={styles.entryText}>{shopAll}</span>
          </a>
        </li>
        {menuEntries(item, level + 1, MOBILE_MAX_OPEN_MENUS).map((entry) => (
          <li key={entry.id}>
            <MenuEntry entry={entry} level={level} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      {level === BANNER_LEVEL ? (
        <ErrorBoundary fallback={null} onError={extrasFailed}>
          <Suspense fallback={null}>
            <Extras path={path} fragmentKey={item.banner} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </>
  );
}
