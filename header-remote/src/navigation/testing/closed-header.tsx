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
import { seasonalMenuLoadedAtom, taxonomyLoadedAtom } from '../navigation-state.ts';
import { NavigationLoader } from '../navigation-loader.tsx';
import { renderingOnServerAtom } from '../../ui/use-from-server.ts';
import { sampleMenuItems } from './navigation-fixtures.ts';

type Store = ReturnType<typeof createStore>;

export const SERVICES = { api: 'http://api.test' };

/**
 * A header's store as the server's state would leave it: the seasonal menu
 * (its button shows in the closed header) and, on the server, the taxonomy
 * the crawler links are rendered from. The browser's store has no taxonomy
 * until a shopper heads for a menu.
 */
export function closedHeaderStore({
  taxonomy,
  pageUrl = null,
  onServer = false,
}: {
  readonly taxonomy: boolean;
  /** The store of the server's render, which draws what only the server draws. */
  readonly onServer?: boolean;
  /** The page's URL as the server's state tells it, or null when the server was not told. */
  readonly pageUrl?: string | null;
}): Store {
  const store = createStore();
  store.set(serverPageUrlAtom, pageUrl);
  store.set(seasonalMenuLoadedAtom, sampleSeasonalContent());
  if (taxonomy) store.set(taxonomyLoadedAtom, sampleMenuItems());
  if (onServer) store.set(renderingOnServerAtom, true);
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
