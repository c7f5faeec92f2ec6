import { ROUTES } from '@grocer/shared-contracts';
import type { LoadState, SeasonalMenu } from '../../navigation/navigation-state.ts';
import { shopAllUrl } from '../../navigation/seasonal-shop-all-url.ts';

/** The primary links beside the roots, as the desktop link bar has them (Entertaining is a root here). */
export const PRIMARY_LINKS = [
  { name: 'Offers', href: ROUTES.offers },
  { name: 'New', href: ROUTES.newProducts },
  { name: 'Recipes', href: ROUTES.recipes },
  { name: 'Inspiration', href: ROUTES.inspiration },
] as const;

/** Without the taxonomy, the roots' home pages stand in for their sub-menus. */
export const ROOT_HOMES = [
  { id: 'groceries', name: 'Groceries', href: ROUTES.groceriesHome },
  { id: 'entertaining', name: 'Entertaining', href: ROUTES.entertainingHome },
] as const;

/** The desktop nav row's seasonal menu (its button named by the season), as a link to the season's page. */
export function seasonalLinks(seasonal: LoadState<SeasonalMenu | null>): readonly { name: string; href: string }[] {
  return seasonal.status === 'loaded' && seasonal.value
    ? [{ name: seasonal.value.title, href: shopAllUrl(seasonal.value.title) }]
    : [];
}
