import { MenuBanners } from '../../navigation/menu-banners/menu-banners.tsx';
import { DepartmentContent } from './department-content.tsx';

type Props = {
  /** The open categories' ids, root first (the department's last). */
  readonly path: readonly string[];
  /** The department's experience fragment key, if it has one. */
  readonly fragmentKey: string | null;
};

/**
 * What level 2 shows below a department's list (spec section 7): the menu banners and the
 * department's content. A chunk of its own, with the content's renderer and styles, loaded once
 * the shopper heads for the menu: the server never draws a level this deep.
 */
export function DepartmentExtras({ path, fragmentKey }: Props) {
  return (
    <>
      <MenuBanners categories={path} />
      {fragmentKey ? <DepartmentContent fragmentKey={fragmentKey} /> : null}
    </>
  );
}
