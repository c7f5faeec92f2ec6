import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseHeaderProps, type BannerAd, type ContentFragmentResponse } from '@grocer/shared-contracts/domain';
import type { HeaderConfig } from '../lib/header-config.tsx';
import { createLogger } from '../lib/logger.ts';
import { sessionCheckedAtom, SIGNED_OUT, type AuthState } from '../shopping/auth-state.ts';
import type { FakeRequest } from '../../../test-support/fake-network.ts';
import { fakeShoppingServices, respond, type Answer } from '../shopping/testing/fake-shopping-services.ts';
import { SIGNED_IN } from '../shopping/testing/shopping-store.ts';
import { sessionClientFor } from '../shopping/session-client.ts';
import { shoppingStateRestoredAtom } from '../shopping/shopping-state.ts';
import { sampleContext } from '../shopping/testing/shopping-fixtures.ts';
import {
  fetchMenuItems,
  loadExperienceFragment,
  loadMenuBanners,
  loadMenuContent,
  loadSeasonalMenu,
  loadTaxonomy,
  seasonalMenuFrom,
} from './navigation-calls.ts';
import { MENU_CONTENT_PATHS } from './navigation-constants.ts';
import {
  bannersKey,
  experienceFragmentsAtom,
  menuBannersAtom,
  menuContentAtom,
  menuLinkRootsAtom,
  seasonalMenuAtom,
  taxonomyAtom,
} from './navigation-state.ts';
import { sampleMenuLinkTree, sampleTaxonomyTree } from './testing/navigation-fixtures.ts';

/** The value, or a failed test when it is missing. */
function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('Expected a value');
  return value;
}

const API = 'http://api.test';
const cell = { resourceType: 'fernleaf/components/trading-cell', componentId: 'cell-1' };

type Answers = {
  readonly taxonomy?: Answer<unknown>;
  readonly middle?: Answer<ContentFragmentResponse>;
  readonly seasonal?: Answer<ContentFragmentResponse>;
  readonly fragment?: Answer<unknown>;
  readonly banners?: Answer<unknown>;
};

const ad: BannerAd = {
  id: 'ad-coffee',
  textArea: { heading: 'Freshly ground', buttonText: 'Shop coffee' },
  image: { src: '/images/content/coffee.svg', altText: 'Coffee beans' },
  products: [],
  tracking: { impressionUrls: [], clickUrls: [], vendor: 'citrus' },
};

function setup({ auth = SIGNED_OUT, menuBanners = true, answers = {} as Answers } = {}) {
  const bodies: unknown[] = [];
  /** Each call's answer, noting what it sent. */
  const answered = (answer: Answer<unknown>) => (request: FakeRequest) => {
    bodies.push(request.body);
    return respond(answer);
  };
  const fake = fakeShoppingServices({
    handlers: {
      'GET /taxonomy': answered(answers.taxonomy ?? { format: 'tree', categories: sampleTaxonomyTree() }),
      [`PUT /content/${MENU_CONTENT_PATHS.middleMegaMenu}`]: answered(
        answers.middle ?? { locations: { '10051': [cell] } },
      ),
      [`PUT /content/${MENU_CONTENT_PATHS.seasonalMenu}`]: answered(
        answers.seasonal ?? { status: 404, body: { error: 'not_found', message: 'No content' } },
      ),
      'GET /content/experience-fragments/*': answered(
        answers.fragment ?? { content: { key: 'k', locations: { banner: [cell] } } },
      ),
      'POST /adtech/banners': answered(answers.banners ?? { data: { bannerAds: [ad] } }),
    },
  });
  vi.stubGlobal('fetch', fake.fetch);
  const store = createStore();
  store.set(sessionCheckedAtom, auth as AuthState);
  const sink = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const config: HeaderConfig = {
    props: parseHeaderProps({ services: { api: API }, features: { menuBanners } }).props,
    logger: createLogger(true, sink),
    emit: vi.fn(),
  };
  return { fake, store, sink, config, bodies };
}

beforeEach(() => {
  document.cookie = 'fernleaf_visitor_id=; Max-Age=0; Path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'fernleaf_visitor_id=; Max-Age=0; Path=/';
});

const signal = () => new AbortController().signal;

/** The three calls the menus and the seasonal button make (each on its own occasion), together. */
const loadNavigation = (store: ReturnType<typeof createStore>, config: HeaderConfig, abort: AbortSignal) =>
  Promise.all([
    loadTaxonomy(store, config, abort),
    loadMenuContent(store, config, abort),
    loadSeasonalMenu(store, config, abort),
  ]);

describe('the taxonomy, menu content and seasonal menu calls', () => {
  it('parses the taxonomy tree into menu items, with the middle menu content beside it', async () => {
    const { store, config, fake } = setup();
    await loadNavigation(store, config, signal());
    const taxonomy = store.get(taxonomyAtom);
    if (taxonomy.status !== 'loaded') throw new Error(`taxonomy is ${taxonomy.status}`);
    expect(taxonomy.value.map((root) => root.id)).toEqual(['10051', '10052']);
    const fresh = must(taxonomy.value[0]?.children[0]);
    expect(fresh).toMatchObject({ name: 'Fresh & Chilled', banner: 'category-banners/fresh_and_chilled' });
    expect(fresh.children.map((child) => child.name)).toEqual(['Milk, Butter & Eggs', 'Cheese', 'Yoghurts']);
    expect(store.get(menuContentAtom)).toEqual({ status: 'loaded', value: { '10051': [cell] } });
    expect(fake.requests).toContain('GET /taxonomy');
    expect(fake.sent.find((request) => request.url.includes('taxonomy'))?.url).toContain('format=tree');
  });

  it('asks for the menu roots too, and keeps them apart from the catalogue the mega menu shows (decision 024)', async () => {
    const { store, config, fake } = setup({
      answers: { taxonomy: { format: 'tree', categories: [...sampleTaxonomyTree(), ...sampleMenuLinkTree()] } },
    });
    await loadTaxonomy(store, config, signal());
    expect(fake.sent.find((request) => request.url.includes('taxonomy'))?.url).toContain('roots=all');
    const taxonomy = store.get(taxonomyAtom);
    if (taxonomy.status !== 'loaded') throw new Error(`taxonomy is ${taxonomy.status}`);
    expect(taxonomy.value.map((root) => root.id)).toEqual(['10051', '10052']);
    expect(store.get(menuLinkRootsAtom).map((root) => root.id)).toEqual(['10053', '10054', '10055']);
    expect(store.get(menuLinkRootsAtom)[1]?.children.map((link) => link.name)).toEqual(['Sign in', 'Register']);
  });

  it('shows a catalogue root the services add, with no release of the header (decision 046)', async () => {
    const [groceries] = sampleTaxonomyTree();
    const household = {
      ...must(groceries),
      id: '10099',
      name: 'Household',
      url: '/ecom/shop/browse/household',
      categoryIds: [],
    };
    const { store, config } = setup({
      answers: {
        taxonomy: { format: 'tree', categories: [...sampleTaxonomyTree(), household, ...sampleMenuLinkTree()] },
      },
    });
    await loadTaxonomy(store, config, signal());
    const taxonomy = store.get(taxonomyAtom);
    if (taxonomy.status !== 'loaded') throw new Error(`taxonomy is ${taxonomy.status}`);
    expect(taxonomy.value.map((root) => root.name)).toEqual(['Groceries', 'Entertaining', 'Household']);
    expect(store.get(menuLinkRootsAtom).map((root) => root.id)).toEqual(['10053', '10054', '10055']);
  });

  it('never gives the crawler links a menu root, even should the services send one unasked', async () => {
    const { store, config } = setup({
      answers: { taxonomy: { format: 'tree', categories: [...sampleTaxonomyTree(), ...sampleMenuLinkTree()] } },
    });
    const roots = await fetchMenuItems(sessionClientFor(config, store), { baseUrl: API, signal: signal() });
    expect(roots.map((root) => root.id)).toEqual(['10051', '10052']);
  });

  it('stores a failed taxonomy as its error and logs it; the content still loads', async () => {
    const { store, config, sink } = setup({ answers: { taxonomy: { status: 500, body: { error: 'boom' } } } });
    await loadNavigation(store, config, signal());
    expect(store.get(taxonomyAtom)).toMatchObject({ status: 'error' });
    expect(store.get(menuLinkRootsAtom)).toEqual([]);
    expect(sink.error).toHaveBeenCalledWith('[header] Error loading taxonomy', expect.any(Object));
    expect(store.get(menuContentAtom).status).toBe('loaded');
  });

  it('treats a taxonomy answer that does not parse as an error, never as data', async () => {
    const { store, config } = setup({ answers: { taxonomy: { format: 'tree', categories: [{ id: 1 }] } } });
    await loadNavigation(store, config, signal());
    expect(store.get(taxonomyAtom)).toMatchObject({ status: 'error' });
  });

  it('has no seasonal menu on a 404', async () => {
    const { store, config } = setup();
    await loadNavigation(store, config, signal());
    expect(store.get(seasonalMenuAtom)).toEqual({ status: 'loaded', value: null });
  });

  it('has no seasonal menu without a title, or without a location', async () => {
    const noTitle = setup({ answers: { seasonal: { locations: { seasonalMenu: [cell] } } } });
    await loadNavigation(noTitle.store, noTitle.config, signal());
    expect(noTitle.store.get(seasonalMenuAtom)).toEqual({ status: 'loaded', value: null });

    const noLocation = setup({
      answers: { seasonal: { locations: { seasonalMenu: [] }, pageTitle: { text: 'Christmas' } } },
    });
    await loadNavigation(noLocation.store, noLocation.config, signal());
    expect(noLocation.store.get(seasonalMenuAtom)).toEqual({ status: 'loaded', value: null });
  });

  it('has a seasonal menu with a title and a location', async () => {
    const { store, config } = setup({
      answers: { seasonal: { locations: { seasonalMenu: [cell] }, pageTitle: { text: ' Christmas ' } } },
    });
    await loadNavigation(store, config, signal());
    expect(store.get(seasonalMenuAtom)).toEqual({
      status: 'loaded',
      value: { title: 'Christmas', locations: { seasonalMenu: [cell] } },
    });
  });

  it('puts each menu content path with clientType=WEB_APP, which the services require (spec section 7)', async () => {
    const { store, config, fake } = setup();
    await loadNavigation(store, config, signal());
    const puts = fake.sent.filter((request) => request.method === 'PUT').map((request) => new URL(request.url));
    expect(puts.map((url) => url.pathname).sort()).toEqual(
      [MENU_CONTENT_PATHS.middleMegaMenu, MENU_CONTENT_PATHS.seasonalMenu].map((path) => `/content/${path}`).sort(),
    );
    for (const url of puts) expect(Object.fromEntries(url.searchParams)).toEqual({ clientType: 'WEB_APP' });
  });

  it('changes nothing and logs nothing once aborted', async () => {
    const { store, config, sink } = setup({ answers: { taxonomy: { status: 500, body: {} } } });
    const controller = new AbortController();
    const loading = loadNavigation(store, config, controller.signal);
    controller.abort();
    await loading;
    expect(store.get(taxonomyAtom).status).toBe('loading');
    expect(sink.error).not.toHaveBeenCalledWith('[header] Error loading taxonomy', expect.anything());
  });
});

describe('seasonalMenuFrom', () => {
  it('needs a non-blank title and a location with components', () => {
    expect(seasonalMenuFrom(null)).toBeNull();
    expect(seasonalMenuFrom({ locations: { a: [cell] }, pageTitle: { text: '   ' } })).toBeNull();
    expect(seasonalMenuFrom({ locations: {}, pageTitle: { text: 'Easter' } })).toBeNull();
    expect(seasonalMenuFrom({ locations: { a: [], b: [cell] }, pageTitle: { text: 'Easter' } })?.title).toBe('Easter');
  });
});

describe('loadExperienceFragment', () => {
  it('stores the fragment by key, asking with the token-session flag', async () => {
    const { store, config, fake } = setup({ auth: SIGNED_IN });
    await loadExperienceFragment(store, config, 'category-banners/cheese');
    expect(store.get(experienceFragmentsAtom)['category-banners/cheese']).toEqual({
      status: 'loaded',
      value: { banner: [cell] },
    });
    const url = new URL(must(fake.sent.at(-1)).url);
    expect(url.pathname).toBe('/content/experience-fragments/category-banners/cheese');
    expect(url.searchParams.get('hasTokenSession')).toBe('true');
  });

  it('asks once per key', async () => {
    const { store, config, fake } = setup();
    await loadExperienceFragment(store, config, 'category-banners/bakery');
    await loadExperienceFragment(store, config, 'category-banners/bakery');
    expect(fake.requests.filter((request) => request.includes('experience-fragments'))).toHaveLength(1);
  });

  it('stores nothing on an error answer (404 with content null) and logs it, so a later open may ask again', async () => {
    const { store, config, sink, fake } = setup({
      answers: { fragment: { status: 404, body: { content: null, error: 'not_found', message: 'No fragment' } } },
    });
    await loadExperienceFragment(store, config, 'category-banners/nothing');
    expect(store.get(experienceFragmentsAtom)).not.toHaveProperty('category-banners/nothing');
    expect(sink.error).toHaveBeenCalledWith('[header] Error loading experience fragment', expect.any(Object));
    await loadExperienceFragment(store, config, 'category-banners/nothing');
    expect(fake.requests.filter((request) => request.includes('experience-fragments'))).toHaveLength(2);
  });

  it('stores nothing when a 200 answer carries an error', async () => {
    const { store, config } = setup({ answers: { fragment: { content: null, error: 'unavailable' } } });
    await loadExperienceFragment(store, config, 'category-banners/odd');
    expect(store.get(experienceFragmentsAtom)).toEqual({});
  });
});

describe('loadMenuBanners', () => {
  const path = ['10051', '300000'];

  it('stores the ads under the menu path, asking for the mega menu with the categories, root first', async () => {
    const { store, config, bodies } = setup();
    await loadMenuBanners(store, config, path);
    expect(store.get(menuBannersAtom)[bannersKey(path)]).toEqual({ status: 'loaded', value: [ad] });
    expect(bodies.at(-1)).toEqual({ type: 'mega-menu', categories: path });
  });

  it("sends a signed-in shopper's open order as the trolleyId (spec section 7), and none for a guest", async () => {
    const { store, config, bodies } = setup({ auth: SIGNED_IN });
    store.set(shoppingStateRestoredAtom, { context: { status: 'loaded', context: sampleContext() } });
    await loadMenuBanners(store, config, path);
    // sampleContext()'s order, written out: the body's field name and value are the spec's.
    expect(bodies.at(-1)).toEqual({ type: 'mega-menu', categories: path, trolleyId: '9100001' });

    const guest = setup({ auth: SIGNED_OUT });
    guest.store.set(shoppingStateRestoredAtom, { context: { status: 'loaded', context: sampleContext() } });
    await loadMenuBanners(guest.store, guest.config, path);
    expect(guest.bodies.at(-1)).toEqual({ type: 'mega-menu', categories: path });
  });

  it('sends the visitor id from its cookie and "unauthenticated" as the bearer when signed out', async () => {
    document.cookie = 'fernleaf_visitor_id=v-123.abc; Path=/';
    const { store, config, fake } = setup({ auth: SIGNED_OUT });
    await loadMenuBanners(store, config, path);
    const request = must(fake.sent.at(-1));
    expect(request.headers.get('x-visitor-id')).toBe('v-123.abc');
    expect(request.headers.get('authorization')).toBe('Bearer unauthenticated');
  });

  it("sends the shopper's bearer when signed in, and no visitor id without the cookie", async () => {
    const { store, config, fake } = setup({ auth: SIGNED_IN });
    await loadMenuBanners(store, config, path);
    const request = must(fake.sent.at(-1));
    expect(request.headers.get('authorization')).toBe(`Bearer ${SIGNED_IN.token}`);
    expect(request.headers.has('x-visitor-id')).toBe(false);
  });

  it('logs "Error getting banners" on a failure and gives an empty list', async () => {
    const { store, config, sink } = setup({ answers: { banners: { status: 503, body: { error: 'down' } } } });
    await loadMenuBanners(store, config, path);
    expect(sink.error).toHaveBeenCalledWith('[header] Error getting banners', expect.any(Object));
    expect(store.get(menuBannersAtom)[bannersKey(path)]).toEqual({ status: 'loaded', value: [] });
  });

  it('gives an empty list for a malformed answer', async () => {
    const { store, config } = setup({ answers: { banners: { data: { bannerAds: [{ id: 1 }] } } } });
    await loadMenuBanners(store, config, path);
    expect(store.get(menuBannersAtom)[bannersKey(path)]).toEqual({ status: 'loaded', value: [] });
  });

  it('asks nothing without the menuBanners flag', async () => {
    const { store, config, fake } = setup({ menuBanners: false });
    await loadMenuBanners(store, config, path);
    expect(fake.requests).toEqual([]);
    expect(store.get(menuBannersAtom)).toEqual({});
  });

  it('asks once per path', async () => {
    const { store, config, fake } = setup();
    await loadMenuBanners(store, config, path);
    await loadMenuBanners(store, config, path);
    expect(fake.requests).toEqual(['POST /adtech/banners']);
  });
});
