import { beforeAll, describe, expect, it } from 'vitest';
import {
  CMS_CONTENT_PREFIX,
  CMS_RESOURCE_TYPES,
  type CmsComponent,
  ContentFragmentResponse,
  ExperienceFragmentResponse,
  rewriteCmsPath,
  rewriteRichTextHref,
  ServiceError,
} from '@grocer/shared-contracts/domain';
import { DEMO_AMENDING_SHOPPER, DEMO_SHOPPER } from '../../seed/demo-accounts.ts';
import { describeEachDatabase } from '../../testing/database-suite.ts';
import { bearer, signInAs, useTestApp } from '../../testing/test-app.ts';
import { seedContent } from './content-seed.ts';
import { EDGE_CASES_KEY } from './seed/experience-fragments.ts';
import { MEGA_MENU_PATH } from './seed/mega-menu.ts';
import { SEASONAL_MENU_PATH } from './seed/seasonal-menu.ts';

const GUEST_BODY = {
  contentUrl: '/ecom/shop/browse/groceries',
  customerId: '-1',
  customerSearchRequest: { queryParams: {} },
};

/** Every component in a tree, depth first. */
const flatten = (components: readonly CmsComponent[]): CmsComponent[] =>
  components.flatMap((component) => [component, ...flatten(component.childComponents ?? [])]);

describeEachDatabase('content routes', (target) => {
  const { app, db, clock } = useTestApp(target);
  beforeAll(async () => {
    await seedContent(db());
  });

  describe('PUT /content/{path}', () => {
    const putContent = (
      path: string,
      payload: unknown = GUEST_BODY,
      headers: Record<string, string> = {},
      query = '?clientType=WEB_APP',
    ) => app().inject({ method: 'PUT', url: `/content/${path}${query}`, payload: payload as object, headers });

    it('serves the mega menu to a guest, with the unauthenticated bearer or none', async () => {
      for (const headers of [{ authorization: 'Bearer unauthenticated' }, {}] as Record<string, string>[]) {
        const response = await putContent(MEGA_MENU_PATH, GUEST_BODY, { ...headers, 'x-application-name': 'header' });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['cache-control']).toBe('public, max-age=60');
        const body = ContentFragmentResponse.parse(response.json());
        expect(Object.keys(body.locations).sort()).toEqual(['10051', '10052']);
        expect(body.pageTitle).toBeUndefined();
      }
    });

    it('has the "Links to specialist shops" card: three shops, each opening in a new window', async () => {
      const body = ContentFragmentResponse.parse((await putContent(MEGA_MENU_PATH)).json());
      const group = flatten(body.locations['10051'] ?? []).find(
        (component) => component.resourceType === CMS_RESOURCE_TYPES.menuCardGroup,
      );
      expect(group?.textArea?.heading).toBe('Links to specialist shops');
      const cards = group?.childComponents ?? [];
      expect(cards.map((card) => card.textArea?.heading)).toEqual([
        'Fernleaf Cellar',
        'Fernleaf Garden',
        'Fernleaf Kitchen',
      ]);
      expect(cards[0]?.textArea?.subheading).toBe('Explore more than 1,200 beers, wines and spirits');
      for (const card of cards) {
        expect(card.textArea?.link?.newWindow).toBe(true);
        expect(card.textArea?.link?.url).toMatch(/^https:\/\/www\.fernleaf[a-z]+\.example\/\?source=/);
        expect(card.image?.landscapeImage).toMatchObject({ width: 80, height: 80 });
      }
    });

    it('has trading cells and rich-text cards, linking with raw CMS paths the header rewrites', async () => {
      const body = ContentFragmentResponse.parse((await putContent(MEGA_MENU_PATH)).json());
      const all = flatten(Object.values(body.locations).flat());
      const cells = all.filter((component) => component.resourceType === CMS_RESOURCE_TYPES.tradingCell);
      const cards = all.filter((component) => component.resourceType === CMS_RESOURCE_TYPES.textPromoCard);
      expect(cells.length).toBeGreaterThanOrEqual(3);
      expect(cards.length).toBeGreaterThanOrEqual(2);
      for (const cell of cells) {
        expect(cell.linkPath ?? cell.textArea?.link?.url).toMatch(new RegExp(`^${CMS_CONTENT_PREFIX}/.+\\.html$`));
        expect(rewriteCmsPath(cell.textArea?.link?.url ?? '')).toMatch(/^\/ecom\/[^.]+$/);
        expect(cell.cqResponsive?.deviceBreakpoints.map((breakpoint) => breakpoint.name)).toEqual([
          'xs',
          'sm',
          'md',
          'lg',
          'xl',
        ]);
      }
      const hrefs = cards.flatMap((card) =>
        (card.richText?.blocks ?? []).flatMap((block) =>
          (block.markDefs ?? []).map((def) => def.attributes?.href ?? ''),
        ),
      );
      expect(hrefs).toContain(`${CMS_CONTENT_PREFIX}/delivery-pass.html`);
      expect(hrefs.map(rewriteRichTextHref)).toContain('/ecom/shop/browse/entertaining');
    });

    it('serves the seasonal menu with a page title and a location, so the button shows', async () => {
      const body = ContentFragmentResponse.parse((await putContent(SEASONAL_MENU_PATH)).json());
      expect(body.pageTitle).toEqual({ text: 'Christmas' });
      expect(body.locations['seasonalMenu']?.length).toBeGreaterThan(0);
    });

    it('serves a fragment only inside its live window', async () => {
      const at = clock.now().getTime();
      await db().query(
        `insert into content_fragments (path, page_title, locations, live_from, live_until)
       values ('menu/window-test/master', 'Valentine''s', '{"seasonalMenu": []}', $1, $2)`,
        [new Date(at + 60_000), new Date(at + 120_000)],
      );
      expect((await putContent('menu/window-test/master')).statusCode).toBe(404);
      clock.advance(60_000);
      expect(ContentFragmentResponse.parse((await putContent('menu/window-test/master')).json()).pageTitle?.text).toBe(
        "Valentine's",
      );
      clock.advance(60_000);
      expect((await putContent('menu/window-test/master')).statusCode).toBe(404);
    });

    it('uses a real token when one is sent: private answer, customerId must match', async () => {
      const { token } = await signInAs(app(), DEMO_SHOPPER);
      const own = await putContent(MEGA_MENU_PATH, { ...GUEST_BODY, customerId: DEMO_SHOPPER.id }, bearer(token));
      expect(own.statusCode).toBe(200);
      expect(own.headers['cache-control']).toBe('private, no-store');
      expect((await putContent(MEGA_MENU_PATH, GUEST_BODY, bearer(token))).statusCode).toBe(200);

      const other = await putContent(
        MEGA_MENU_PATH,
        { ...GUEST_BODY, customerId: DEMO_AMENDING_SHOPPER.id },
        bearer(token),
      );
      expect(other.statusCode).toBe(400);
      expect(ServiceError.parse(other.json()).message).toContain('customerId:');
    });

    it('refuses a token that is no longer valid (401)', async () => {
      const { token } = await signInAs(app(), DEMO_SHOPPER);
      await app().inject({ method: 'POST', url: '/v1/auth/sign-out', headers: bearer(token) });
      const response = await putContent(MEGA_MENU_PATH, GUEST_BODY, bearer(token));
      expect(response.statusCode).toBe(401);
      ServiceError.parse(response.json());
    });

    it('answers 404 for a path with no content', async () => {
      const response = await putContent('menu/no-such-menu/master');
      expect(response.statusCode).toBe(404);
      expect(ServiceError.parse(response.json()).error).toBe('not_found');
    });

    it.each([
      ['clientType', MEGA_MENU_PATH, GUEST_BODY, ''],
      ['clientType', MEGA_MENU_PATH, GUEST_BODY, '?clientType=IOS'],
      ['path', 'menu/Mega%20Menu/master', GUEST_BODY, '?clientType=WEB_APP'],
      ['path', 'menu/under_score/master', GUEST_BODY, '?clientType=WEB_APP'],
      ['contentUrl', MEGA_MENU_PATH, { customerId: '-1' }, '?clientType=WEB_APP'],
      ['contentUrl', MEGA_MENU_PATH, { ...GUEST_BODY, contentUrl: 'https://evil.example/' }, '?clientType=WEB_APP'],
      ['customerId', MEGA_MENU_PATH, { contentUrl: '/ecom' }, '?clientType=WEB_APP'],
      [
        'customerSearchRequest.queryParams.a',
        MEGA_MENU_PATH,
        { ...GUEST_BODY, customerSearchRequest: { queryParams: { a: 1 } } },
        '?clientType=WEB_APP',
      ],
    ])('names a bad %s (400)', async (field, path, payload, query) => {
      const response = await putContent(path, payload, {}, query);
      expect(response.statusCode).toBe(400);
      const body = ServiceError.parse(response.json());
      expect(body.error).toBe('bad_request');
      expect(body.message).toContain(`${field}:`);
    });
  });

  describe('GET /content/experience-fragments/{key}', () => {
    const getFragment = (key: string, query = '', headers: Record<string, string> = {}) =>
      app().inject({ method: 'GET', url: `/content/experience-fragments/${key}${query}`, headers });

    it('serves a category banner by the key the taxonomy gives', async () => {
      const response = await getFragment('category-banners/bakery', '', { authorization: 'Bearer unauthenticated' });
      expect(response.statusCode).toBe(200);
      const body = ExperienceFragmentResponse.parse(response.json());
      expect(body.error).toBeUndefined();
      expect(body.content?.key).toBe('category-banners/bakery');
      expect(body.content?.locations['banner']?.[0]?.textArea?.heading).toBe('Bakery');
    });

    it('serves mega menu banners for departments too', async () => {
      const body = ExperienceFragmentResponse.parse((await getFragment('mega-menu-banners/party_food')).json());
      expect(body.content?.locations['megaMenuBanner']).toHaveLength(1);
    });

    it('personalises only when the token-session flag is true and a live session backs it', async () => {
      const key = 'category-banners/fresh_and_chilled';
      const heading = async (query: string, headers: Record<string, string> = {}) => {
        const response = await getFragment(key, query, headers);
        expect(response.statusCode).toBe(200);
        return {
          text: ExperienceFragmentResponse.parse(response.json()).content?.locations['banner']?.[0]?.textArea?.heading,
          cache: response.headers['cache-control'],
        };
      };
      const { token } = await signInAs(app(), DEMO_SHOPPER);
      expect(await heading('?hasTokenSession=true', bearer(token))).toEqual({
        text: 'Your chilled favourites',
        cache: 'private, no-store',
      });
      expect((await heading('?hasTokenSession=false', bearer(token))).text).toBe('Fresh & Chilled');
      expect(await heading('?hasTokenSession=true')).toEqual({ text: 'Fresh & Chilled', cache: 'public, max-age=60' });
      expect((await heading('?hasTokenSession=true', { authorization: 'Bearer unauthenticated' })).text).toBe(
        'Fresh & Chilled',
      );
    });

    it('answers an unknown key with content null and the error, which is also a ServiceError (404)', async () => {
      const response = await getFragment('category-banners/no_such_thing');
      expect(response.statusCode).toBe(404);
      expect(ExperienceFragmentResponse.parse(response.json())).toEqual({
        content: null,
        error: 'not_found',
        message: 'No experience fragment category-banners/no_such_thing.',
      });
      ServiceError.parse(response.json());
    });

    it('keeps the CMS edge cases the header must cope with', async () => {
      const body = ExperienceFragmentResponse.parse((await getFragment(EDGE_CASES_KEY)).json());
      const components = body.content?.locations['main'] ?? [];
      const mapped = new Set<string>(Object.values(CMS_RESOURCE_TYPES));
      expect(components.filter((component) => !mapped.has(component.resourceType))).toHaveLength(1);
      expect(components.filter((component) => component.richText?.valid === false)).toHaveLength(1);
    });

    it.each([
      ['key', 'Category-Banners/x', ''],
      ['key', 'a/b/c/d/e/f', ''],
      ['hasTokenSession', 'category-banners/bakery', '?hasTokenSession=yes'],
    ])('names a bad %s (400)', async (field, key, query) => {
      const response = await getFragment(key, query);
      expect(response.statusCode).toBe(400);
      expect(ServiceError.parse(response.json()).message).toContain(`${field}:`);
    });
  });

  describe('GET /images/content/{name}.svg', () => {
    it('serves a drawn image, cacheable and locked down', async () => {
      const response = await app().inject({ method: 'GET', url: '/images/content/card-cellar.svg' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(response.body).toContain('Cellar');
    });

    it('answers 404 for an unknown image and 400 for a bad name', async () => {
      expect((await app().inject({ method: 'GET', url: '/images/content/unknown.svg' })).statusCode).toBe(404);
      const bad = await app().inject({ method: 'GET', url: '/images/content/card-cellar.png' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ error: 'bad_request' });
      expect((bad.json() as { message: string }).message).toContain('file:');
    });
  });
});
