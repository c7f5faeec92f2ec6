import { useAtomValue } from 'jotai';
import type { Ref } from 'react';
import { GROCERIES_ROOT_ID, ROUTES } from '@grocer/shared-contracts/domain';
import { visibleChildren } from '../../navigation/menu-items.ts';
import { taxonomyAtom } from '../../navigation/navigation-state.ts';
import { KEEP_SERVER_HTML, renderingOnServerAtom, useFromServer } from '../../ui/use-from-server.ts';
import styles from './first-level-before-script.module.css';

type Props = {
  /** The Groceries button's `popovertarget`. */
  readonly id: string;
  readonly ref: Ref<HTMLDivElement>;
};

/**
 * The Groceries menu's first level as the server draws it (issue 32): "Shop all Groceries" and
 * the departments, as links, in a popover the Groceries button opens by itself, so a press that
 * comes before the header's script shows the departments in the next frame instead of waiting
 * for the code, the taxonomy and the panel. The browser opens and closes it (Escape and a click
 * elsewhere close it, focus goes back to the button); no script of ours runs in it.
 *
 * Rendered by the server (from its kept taxonomy; "Shop all Groceries" alone without one) and
 * kept as it is while the browser hydrates. Once the header is live, the button's press opens the
 * live menu instead (`groceries-menu.tsx`); nothing renders in a browser's own render.
 */
export function FirstLevelBeforeScript({ id, ref }: Props) {
  const taxonomy = useAtomValue(taxonomyAtom);
  const fromServer = useFromServer();
  const onServer = useAtomValue(renderingOnServerAtom);
  if (!fromServer) return null;
  if (!onServer) {
    return (
      <div
        id={id}
        ref={ref}
        popover="auto"
        className={styles.panel}
        suppressHydrationWarning
        dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      />
    );
  }
  const root = taxonomy.status === 'loaded' ? taxonomy.value.find((item) => item.id === GROCERIES_ROOT_ID) : undefined;
  return (
    <div id={id} ref={ref} popover="auto" className={styles.panel}>
      <ul className={styles.list} aria-label="Groceries">
        <li>
          <a className={`${styles.entry} ${styles.shopAll}`} href={root?.url ?? ROUTES.groceriesHome}>
            Shop all Groceries
          </a>
        </li>
        {root
          ? visibleChildren(root).map((child) => (
              <li key={child.id}>
                <a className={styles.entry} href={child.url}>
                  {child.name}
                </a>
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
