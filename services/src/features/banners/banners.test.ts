import { beforeAll, describe, expect, it } from 'vitest';
import { BannersResponse, DEFAULT_AD_BUTTON_TEXT, ServiceError } from '@grocer/shared-contracts/domain';
import { DEMO_AMENDING_SHOPPER, DEMO_SHOPPER } from '../../seed/demo-accounts.ts';
import { describeEachDatabase } from '../../testing/database-suite.ts';
import { bearer, signInAs, useTestApp } from '../../testing/test-app.ts';
import { categoryByNames, categoryPath } from '../content/seed/catalogue-picks.ts';
import { utcDay } from '../../http/beacons/beacon-tallies.ts';
import { BANNER_CAMPAIGNS } from './banner-campaigns.ts';
import { BANNER_NEW_KEYS_A_DAY } from './banner-events.ts';
import { seedBanners } from './banner-seed.ts';
import { FREQUENCY_WINDOW_MS, MAX_BANNER_ADS } from './banner-selection.ts';

const GUEST = { authorization: 'Bearer unauthenticated' };
/** A page of the site's, as the test app's CORS origins (any localhost port) take it: where ads' beacons come from. */
const OWN_PAGE = { origin: 'http://localhost:3000' };

/** The ids of a catalogue category's menu path, root first, as the header sends them. */
const menuPath = (...names: string[]): string[] =>
  categoryPath(categoryByNames(...names)).map((category) => category.id);

describeEachDatabase('banner ads', (target) => {
  const { app, db, clock } = useTestApp(target);
  beforeAll(async () => {
    await seedBanners(db());
  });

  describe('POST /adtech/banners', () => {
    const banners = (payload: unknown, headers: Record<string, string> = GUEST) =>
      app().inject({ method: 'POST', url: '/adtech/banners', payload: payload as object, headers });
    const adsFor = async (categories: string[], headers: Record<string, string> = GUEST) => {
      const response = await banners({ type: 'mega-menu', categories }, headers);
      expect(response.statusCode, response.body).toBe(200);
      return BannersResponse.parse(response.json()).data.bannerAds;
    };

    it('chooses the campaigns on the open category, highest priority first, at most three', async () => {
      const ads = await adsFor(['10051']);
      expect(ads.map((ad) => ad.id)).toEqual(['ad-breakfast', 'ad-coffee', 'ad-veg-box']);
      expect(ads).toHaveLength(MAX_BANNER_ADS);
      expect(ads[0]).toMatchObject({
        textArea: { heading: 'Breakfast, sorted', buttonText: 'Shop breakfast' },
        image: { src: '/images/content/ad-breakfast.svg' },
        products: BANNER_CAMPAIGNS.find((campaign) => campaign.id === 'ad-breakfast')?.ad.products,
        marketingBadge: { text: 'Sponsored' },
        tracking: {
          impressionUrls: ['/adtech/events/impression/ad-breakfast'],
          clickUrls: ['/adtech/events/click/ad-breakfast'],
          vendor: 'fernleaf-media',
        },
      });
    });

    it('puts campaigns on the deeper category of the menu path first', async () => {
      const ads = await adsFor(['10051', '10052']);
      expect(ads.map((ad) => ad.id)).toEqual(['ad-sparkling', 'ad-canapes', 'ad-breakfast']);
      expect(ads[1]?.textArea.buttonText).toBeUndefined();
      expect(DEFAULT_AD_BUTTON_TEXT).toBe('Shop Now');
    });

    describe('on a category below the root (the menu’s deeper banner calls)', () => {
      const dairy = ['Groceries', 'Fresh & Chilled', 'Milk, Butter & Eggs'];

      it('puts a department’s campaign before the root’s', async () => {
        const ads = await adsFor(menuPath('Groceries', 'Tea, Coffee & Soft Drinks'));
        expect(ads.map((ad) => ad.id)).toEqual(['ad-coffee', 'ad-breakfast', 'ad-veg-box']);
        expect((await adsFor(menuPath('Groceries', 'Fruit & Vegetables'))).map((ad) => ad.id)).toEqual([
          'ad-veg-box',
          'ad-breakfast',
          'ad-coffee',
        ]);
      });

      it('shows a group’s campaign first, though the root’s campaigns have higher priority', async () => {
        const ads = await adsFor(menuPath(...dairy));
        expect(ads.map((ad) => ad.id)).toEqual(['ad-dairy', 'ad-breakfast', 'ad-coffee']);
        expect(ads[0]).toMatchObject({
          textArea: {
            heading: 'Jersey gold top',
            link: { url: '/ecom/shop/browse/groceries/fresh_and_chilled/milk_butter_and_eggs/milk' },
          },
          image: { src: '/images/content/ad-dairy.svg' },
          products: BANNER_CAMPAIGNS.find((campaign) => campaign.id === 'ad-dairy')?.ad.products,
          tracking: { vendor: 'greywether-farm' },
        });
      });

      it('keeps it first on the aisle below, and orders campaigns by their deepest match', async () => {
        expect((await adsFor(menuPath(...dairy, 'Milk'))).map((ad) => ad.id)).toEqual([
          'ad-dairy',
          'ad-breakfast',
          'ad-coffee',
        ]);
        // Coffee matches the aisle (deepest), the department and the root; breakfast only the root.
        expect(
          (await adsFor(menuPath('Groceries', 'Tea, Coffee & Soft Drinks', 'Tea & Coffee', 'Coffee'))).map(
            (ad) => ad.id,
          ),
        ).toEqual(['ad-coffee', 'ad-breakfast', 'ad-veg-box']);
        // Canapés (priority 5) beats sparkling (20) under Party Food.
        expect((await adsFor(menuPath('Entertaining', 'Party Food', 'Canapés & Nibbles'))).map((ad) => ad.id)).toEqual([
          'ad-canapes',
          'ad-sparkling',
        ]);
      });

      it('does not show it on a sibling category or on the root alone', async () => {
        const cheese = await adsFor(menuPath('Groceries', 'Fresh & Chilled', 'Cheese'));
        expect(cheese.map((ad) => ad.id)).toEqual(['ad-breakfast', 'ad-coffee', 'ad-veg-box']);
        expect((await adsFor(['10051'])).map((ad) => ad.id)).not.toContain('ad-dairy');
        expect(await adsFor(menuPath(...dairy).slice(1))).toHaveLength(1);
      });

      it('still applies the frequency cap to a category campaign', async () => {
        const visitor = { ...GUEST, 'x-visitor-id': 'visitor-capped-coffee-aisle' };
        const path = menuPath('Groceries', 'Tea, Coffee & Soft Drinks', 'Tea & Coffee');
        const [coffee] = await adsFor(path, visitor);
        expect(coffee?.id).toBe('ad-coffee');
        for (let seen = 0; seen < 3; seen += 1) {
          await app().inject({ method: 'POST', url: coffee?.tracking.impressionUrls[0] ?? '', headers: OWN_PAGE });
        }
        expect((await adsFor(path, visitor)).map((ad) => ad.id)).toEqual(['ad-breakfast', 'ad-veg-box', 'ad-canapes']);
      });
    });

    it('gives an empty list for categories no campaign targets, or none', async () => {
      expect(await adsFor(['99999'])).toEqual([]);
      expect(await adsFor([])).toEqual([]);
    });

    it('leaves out campaigns outside their dates', async () => {
      const at = clock.now().getTime();
      await db().query(
        `insert into banner_campaigns (id, category_ids, priority, ad, vendor, starts_at, ends_at)
       values ('ad-dated', '{77777}', 1, $1, 'test', $2, $3)`,
        [
          JSON.stringify({
            textArea: { heading: 'Dated' },
            image: { src: '/images/content/ad-coffee.svg', altText: '' },
            products: [],
          }),
          new Date(at + 1000),
          new Date(at + 2000),
        ],
      );
      expect(await adsFor(['77777'])).toEqual([]);
      clock.advance(1000);
      expect((await adsFor(['77777'])).map((ad) => ad.id)).toEqual(['ad-dated']);
      clock.advance(1000);
      expect(await adsFor(['77777'])).toEqual([]);
    });

    it('stops showing a capped campaign to a visitor who has seen it enough, for 24 hours', async () => {
      const visitor = { ...GUEST, 'x-visitor-id': 'visitor-capped-1' };
      const [, coffee] = await adsFor(['10051'], visitor);
      expect(coffee?.id).toBe('ad-coffee');
      expect(coffee?.tracking.impressionUrls).toEqual([
        '/adtech/events/impression/ad-coffee?visitorId=visitor-capped-1',
      ]);
      for (let seen = 0; seen < 3; seen += 1) {
        const impression = await app().inject({
          method: 'POST',
          url: coffee?.tracking.impressionUrls[0] ?? '',
          headers: OWN_PAGE,
        });
        expect(impression.statusCode).toBe(204);
      }
      expect((await adsFor(['10051'], visitor)).map((ad) => ad.id)).toEqual([
        'ad-breakfast',
        'ad-veg-box',
        'ad-canapes',
      ]);
      expect((await adsFor(['10051'], { ...GUEST, 'x-visitor-id': 'someone-else' }))[1]?.id).toBe('ad-coffee');
      clock.advance(FREQUENCY_WINDOW_MS);
      expect((await adsFor(['10051'], visitor))[1]?.id).toBe('ad-coffee');
    });

    it('checks a signed-in shopper’s trolleyId is their own order (404 otherwise)', async () => {
      const { token } = await signInAs(app(), DEMO_SHOPPER);
      const own = await banners(
        { type: 'mega-menu', categories: ['10051'], trolleyId: DEMO_SHOPPER.openOrderId },
        bearer(token),
      );
      expect(own.statusCode).toBe(200);
      const other = await banners(
        { type: 'mega-menu', categories: ['10051'], trolleyId: DEMO_AMENDING_SHOPPER.openOrderId },
        bearer(token),
      );
      expect(other.statusCode).toBe(404);
      expect(ServiceError.parse(other.json()).error).toBe('not_found');
    });

    it('accepts no Authorization header, and refuses a token that is not valid (401)', async () => {
      expect((await banners({ type: 'mega-menu', categories: ['10051'] }, {})).statusCode).toBe(200);
      const response = await banners({ type: 'mega-menu', categories: ['10051'] }, bearer('not.valid'));
      expect(response.statusCode).toBe(401);
    });

    it.each([
      ['type', { categories: ['10051'] }, GUEST],
      ['type', { type: 'sidebar', categories: ['10051'] }, GUEST],
      ['categories', { type: 'mega-menu' }, GUEST],
      ['categories', { type: 'mega-menu', categories: '10051' }, GUEST],
      ['categories.0', { type: 'mega-menu', categories: ['10 51'] }, GUEST],
      ['categories', { type: 'mega-menu', categories: Array.from({ length: 21 }, (_, index) => String(index)) }, GUEST],
      ['trolleyId', { type: 'mega-menu', categories: [], trolleyId: '' }, GUEST],
      ['x-visitor-id', { type: 'mega-menu', categories: [] }, { ...GUEST, 'x-visitor-id': 'has spaces' }],
    ])('names a bad %s (400)', async (field, payload, headers) => {
      const response = await banners(payload, headers);
      expect(response.statusCode).toBe(400);
      const body = ServiceError.parse(response.json());
      expect(body.error).toBe('bad_request');
      expect(body.message).toContain(`${field}:`);
    });
  });

  describe('POST /adtech/events/{impression|click}/{adId}', () => {
    const send = (url: string, headers: Record<string, string> = OWN_PAGE) =>
      app().inject({ method: 'POST', url, headers });
    const counts = (campaignId: string) =>
      db().query<{ kind: string; visitor_id: string; count: number }>(
        'select kind, visitor_id, count from banner_event_counts where campaign_id = $1 order by kind, visitor_id',
        [campaignId],
      );

    it('counts impressions and clicks per visitor and hour: one row per key however often it is sent', async () => {
      for (let sent = 0; sent < 5; sent += 1) {
        expect((await send('/adtech/events/impression/ad-sparkling?visitorId=v-1')).statusCode).toBe(204);
      }
      expect((await send('/adtech/events/click/ad-sparkling?visitorId=v-1')).statusCode).toBe(204);
      expect((await send('/adtech/events/click/ad-sparkling')).statusCode).toBe(204);
      expect(await counts('ad-sparkling')).toEqual([
        { kind: 'click', visitor_id: '', count: 1 },
        { kind: 'click', visitor_id: 'v-1', count: 1 },
        { kind: 'impression', visitor_id: 'v-1', count: 5 },
      ]);
    });

    it('refuses a new key once the day’s allowance is spent, and still counts the known ones', async () => {
      expect((await send('/adtech/events/impression/ad-dairy?visitorId=v-known')).statusCode).toBe(204);
      const newKeysToday = (count: number) =>
        db().query(
          `insert into beacon_tallies (beacon, day, tally, count) values ('banner-events', $1, 'new-keys', $2)
           on conflict (beacon, day, tally) do update set count = excluded.count`,
          [utcDay(clock.now()).toISOString(), count],
        );
      await newKeysToday(BANNER_NEW_KEYS_A_DAY);
      expect((await send('/adtech/events/impression/ad-dairy?visitorId=v-new')).statusCode).toBe(507);
      expect((await send('/adtech/events/impression/ad-dairy?visitorId=v-known')).statusCode).toBe(204);
      await newKeysToday(0);
      expect(await counts('ad-dairy')).toEqual([{ kind: 'impression', visitor_id: 'v-known', count: 2 }]);
    });

    it('refuses a beacon from another site’s page, and counts nothing', async () => {
      const crossSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
      const response = await send('/adtech/events/impression/ad-canapes?visitorId=v-2', crossSite);
      expect(response.statusCode).toBe(403);
      expect(await counts('ad-canapes')).toEqual([]);
    });

    it('answers 404 for an unknown ad and records nothing', async () => {
      const response = await send('/adtech/events/click/ad-unknown');
      expect(response.statusCode).toBe(404);
      expect(await counts('ad-unknown')).toEqual([]);
    });

    it.each([
      ['kind', '/adtech/events/hover/ad-coffee'],
      ['adId', '/adtech/events/click/AD_COFFEE'],
      ['visitorId', '/adtech/events/click/ad-coffee?visitorId=a%20b'],
    ])('names a bad %s (400)', async (field, url) => {
      const response = await send(url);
      expect(response.statusCode).toBe(400);
      expect(ServiceError.parse(response.json()).message).toContain(`${field}:`);
    });
  });
});
