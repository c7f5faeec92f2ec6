import type { KyInstance } from 'ky';
import { VISITOR_ID_COOKIE, type ContentLocations } from '@grocer/shared-contracts/domain';
import type { HeaderConfig } from '../lib/header-config.tsx';
import { readCookie } from '../lib/cookies.ts';
import { authStateAtom } from '../shopping/auth-state.ts';
import { sessionClientFor, type Store } from '../shopping/session-client.ts';
import { customerOrderIdAtom } from '../shopping/shopping-state.ts';
import { getExperienceFragment } from './api/get-experience-fragment.ts';
import { getTaxonomyTree } from './api/get-taxonomy.ts';
import { postBanners } from './api/post-banners.ts';
import { putContentFragment } from './api/put-content-fragment.ts';
import { toMenuItem, type MenuItem } from './menu-items.ts';
import { splitMenuRoots } from './menu-roots.ts';
import { MENU_CONTENT_PATHS } from './navigation-constants.ts';
import {
  bannersKey,
  experienceFragmentsAtom,
  menuBannersAtom,
  experienceFragmentLoadFailedAtom,
  experienceFragmentLoadStartedAtom,
  experienceFragmentLoadedAtom,
  menuBannersLoadStartedAtom,
  menuBannersLoadedAtom,
  menuContentLoadFailedAtom,
  menuContentLoadStartedAtom,
  menuContentLoadedAtom,
  seasonalMenuLoadFailedAtom,
  seasonalMenuLoadStartedAtom,
  seasonalMenuLoadedAtom,
  taxonomyLoadFailedAtom,
  taxonomyLoadStartedAtom,
  taxonomyLoadedAtom,
  type SeasonalMenu,
} from './navigation-state.ts';

/*
 * The navigation's calls, loaded with `import()` (ky and the content schemas
 * stay out of the closed header's critical JavaScript): the seasonal menu
 * after the first paint, because its button shows in the closed header; the
 * taxonomy and the middle mega menu content when a shopper heads for a menu
 * (navigation-loader.tsx). Each failure is logged and stored as that part's
 * error; the rest of the menu works. The fetchers (`fetchMenuItems`,
 * `fetchSeasonalMenu`) are also what the server loads before it renders.
 */

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));
const contentBase = (config: HeaderConfig): string => config.props.services.content ?? config.props.services.api;

/** The catalogue roots with their children as the menus hold them (spec section 7, "Taxonomy load"). */
export async function fetchMenuItems(
  api: KyInstance,
  options: { readonly baseUrl: string; readonly signal: AbortSignal },
): Promise<readonly MenuItem[]> {
  const roots = await getTaxonomyTree(api, options);
  return splitMenuRoots(roots.map(toMenuItem)).catalogue;
}

/**
 * The catalogue roots with their children into the store, and the menu roots
 * of links loaded with them (decision 024) apart, so the mega menu, the footer
 * and the crawler links only ever see the catalogue.
 */
export async function loadTaxonomy(store: Store, config: HeaderConfig, signal: AbortSignal): Promise<void> {
  store.set(taxonomyLoadStartedAtom);
  try {
    const client = sessionClientFor(config, store);
    const loaded = await getTaxonomyTree(client, {
      baseUrl: config.props.services.api,
      signal,
      roots: 'all',
      depth: config.props.taxonomyDepth,
    });
    const { catalogue, linkRoots } = splitMenuRoots(loaded.map(toMenuItem));
    if (signal.aborted) return;
    store.set(taxonomyLoadedAtom, catalogue, linkRoots);
  } catch (error) {
    if (signal.aborted) return;
    config.logger.error('Error loading taxonomy', { message: message(error) });
    store.set(taxonomyLoadFailedAtom, message(error));
  }
}

/** The page the content is for, and the signed-in customer or "-1" for a guest (spec section 6). */
type FragmentFor = { readonly contentUrl: string; readonly customerId: string };

function fragmentFor(store: Store): FragmentFor {
  return {
    contentUrl: typeof location === 'undefined' ? '/' : location.pathname || '/',
    customerId: store.get(authStateAtom).customerId ?? '-1',
  };
}

const fragmentRequest = ({ contentUrl, customerId }: FragmentFor) => ({
  contentUrl,
  customerId,
  customerSearchRequest: { queryParams: {} },
});

/** The middle mega menu's content, shown beside the open menu's first column. */
export async function loadMenuContent(store: Store, config: HeaderConfig, signal: AbortSignal): Promise<void> {
  store.set(menuContentLoadStartedAtom);
  try {
    const answer = await putContentFragment(sessionClientFor(config, store), {
      baseUrl: contentBase(config),
      path: MENU_CONTENT_PATHS.middleMegaMenu,
      body: fragmentRequest(fragmentFor(store)),
      signal,
    });
    if (!signal.aborted) store.set(menuContentLoadedAtom, answer?.locations ?? {});
  } catch (error) {
    if (signal.aborted) return;
    config.logger.error('Error loading mega menu content', { message: message(error) });
    store.set(menuContentLoadFailedAtom, message(error));
  }
}

/** Spec section 5: the seasonal menu needs a page title and a location. */
export function seasonalMenuFrom(
  answer: { readonly locations: ContentLocations; readonly pageTitle?: { readonly text: string } | undefined } | null,
): SeasonalMenu | null {
  if (!answer?.pageTitle?.text.trim()) return null;
  const hasLocation = Object.values(answer.locations).some((components) => components.length > 0);
  return hasLocation ? { title: answer.pageTitle.text.trim(), locations: answer.locations } : null;
}

/** The seasonal menu for a page and a customer: null when the content service has none to show. */
export async function fetchSeasonalMenu(
  api: KyInstance,
  { baseUrl, signal, ...request }: FragmentFor & { readonly baseUrl: string; readonly signal: AbortSignal },
): Promise<SeasonalMenu | null> {
  const answer = await putContentFragment(api, {
    baseUrl,
    path: MENU_CONTENT_PATHS.seasonalMenu,
    body: fragmentRequest(request),
    signal,
  });
  return seasonalMenuFrom(answer);
}

/** The seasonal menu's content, which decides whether its button shows. */
export async function loadSeasonalMenu(store: Store, config: HeaderConfig, signal: AbortSignal): Promise<void> {
  store.set(seasonalMenuLoadStartedAtom);
  try {
    const menu = await fetchSeasonalMenu(sessionClientFor(config, store), {
      ...fragmentFor(store),
      baseUrl: contentBase(config),
      signal,
    });
    if (!signal.aborted) store.set(seasonalMenuLoadedAtom, menu);
  } catch (error) {
    if (signal.aborted) return;
    config.logger.error('Error loading seasonal menu', { message: message(error) });
    store.set(seasonalMenuLoadFailedAtom, message(error));
  }
}

/** A category's experience fragment, once per key; on error nothing is stored (spec section 7). */
export async function loadExperienceFragment(store: Store, config: HeaderConfig, key: string): Promise<void> {
  const current = store.get(experienceFragmentsAtom)[key];
  if (current && current.status !== 'idle') return;
  store.set(experienceFragmentLoadStartedAtom, key);
  try {
    const locations = await getExperienceFragment(sessionClientFor(config, store), {
      baseUrl: contentBase(config),
      key,
      hasTokenSession: store.get(authStateAtom).hasTokenSession,
      signal: AbortSignal.timeout(10_000),
    });
    store.set(experienceFragmentLoadedAtom, key, locations);
  } catch (error) {
    config.logger.error('Error loading experience fragment', { key, message: message(error) });
    store.set(experienceFragmentLoadFailedAtom, key);
  }
}

/**
 * Menu banner ads for an open menu path (spec section 7), once per path, and
 * only with the menuBanners flag on. A failure is logged as "Error getting
 * banners" and gives an empty list.
 */
export async function loadMenuBanners(
  store: Store,
  config: HeaderConfig,
  categories: readonly string[],
): Promise<void> {
  if (!config.props.features.menuBanners || categories.length === 0) return;
  const key = bannersKey(categories);
  const current = store.get(menuBannersAtom)[key];
  if (current && current.status !== 'idle') return;
  store.set(menuBannersLoadStartedAtom, key);
  try {
    const ads = await postBanners(sessionClientFor(config, store), {
      baseUrl: config.props.services.banners ?? config.props.services.api,
      categories,
      trolleyId: store.get(authStateAtom).isLoggedIn ? store.get(customerOrderIdAtom) || undefined : undefined,
      visitorId: readCookie(VISITOR_ID_COOKIE),
      signal: AbortSignal.timeout(10_000),
    });
    store.set(menuBannersLoadedAtom, key, ads);
  } catch (error) {
    config.logger.error('Error getting banners', { message: message(error) });
    store.set(menuBannersLoadedAtom, key, []);
  }
}
