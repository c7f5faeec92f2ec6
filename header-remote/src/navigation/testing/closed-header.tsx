import { createStore } from 'jotai';
import { sampleSeasonalContent } from '@grocer/shared-contracts/cms-builders';
import { HeaderRoot } from '../../testing/header-under-test.tsx';
import { serverPageUrlAtom } from '../../lib/page-url.ts';
import { Logo } from '../../features/brand/logo.tsx';
import { CrawlerLinks } from '../../features/crawler-links/crawler-links.tsx';
import { LinkBar } from '../../features/link-bar/link-bar.tsx';
import { GroceriesMenu } from '../../features/mega-menu/groceries-menu.tsx';
import { MobileMenuButton } from '../../features/mobile-menu/mobile-menu-button.tsx';
import { MultiSearchLauncher } from '../../features/multi-search/multi-search-launcher.tsx';
import { HeaderSearch } from '../../features/search/header-search.tsx';
import { SeasonalMenuButton } from '../../features/seasonal-menu/seasonal-menu-button.tsx';
import { menuTopOf } from '../menu-top.ts';
import { menuTopFromServerAtom, seasonalMenuLoadedAtom, taxonomyLoadedAtom } from '../navigation-state.ts';
import { NavigationLoader } from '../navigation-loader.tsx';
import { sampleMenuItems } from './navigation-fixtures.ts';

type Store = ReturnType<typeof createStore>;

export const SERVICES = { api: 'http://api.test' };

/**
 * A header's store as the server's state would leave it: the seasonal menu
 * (its button shows in the closed header), the menus' first level when the
 * server had the taxonomy (`menuTop`), and on the server the taxonomy itself,
 * which the crawler links are rendered from. The browser's store has no
 * taxonomy until a shopper heads for a menu.
 */
export function closedHeaderStore({
  taxonomy,
  menuTop = false,
  pageUrl = null,
}: {
  readonly taxonomy: boolean;
  /** The state carries the menus' first level, as when the server had the taxonomy. */
  readonly menuTop?: boolean;
  /** The page's URL as the server's state tells it, or null when the server was not told. */
  readonly pageUrl?: string | null;
}): Store {
  const store = createStore();
  store.set(serverPageUrlAtom, pageUrl);
  store.set(seasonalMenuLoadedAtom, sampleSeasonalContent());
  if (menuTop) store.set(menuTopFromServerAtom, menuTopOf(sampleMenuItems()));
  if (taxonomy) store.set(taxonomyLoadedAtom, sampleMenuItems());
  return store;
}

/** The closed header's search, menus, brand and links, laid out as the frame lays them out. */
export function ClosedHeaderParts({ store }: { readonly store: Store }) {
  return (
    <HeaderRoot input={{ services: SERVICES }} store={store}>
      <NavigationLoader />
      <header>
        <div>
          <MobileMenuButton />
          <Logo />
          <HeaderSearch />
          <MultiSearchLauncher />
        </div>
        <div>
          <GroceriesMenu />
          <LinkBar />
          <SeasonalMenuButton />
        </div>
        <CrawlerLinks />
      </header>
    </HeaderRoot>
  );
}
