import { useHeaderConfig } from '../lib/header-config.tsx';

/** Where a menu item was chosen: the level its list is at, the words it shows and the page it stands for. */
export type MenuClick = { readonly level: number; readonly name: string; readonly path: string };

/** `click_megamenu` (spec section 7) for every shop item chosen in either menu, desktop or mobile, through the header's event outlet. */
export function useMenuClick(): (click: MenuClick) => void {
  const { emit } = useHeaderConfig();
  return ({ level, name, path }) => emit('analytics', { name: 'click_megamenu', data: { level, name, path } });
}
