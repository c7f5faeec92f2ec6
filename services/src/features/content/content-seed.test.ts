import { beforeAll, expect, it } from 'vitest';
import { type CmsComponent, ContentLocations } from '@grocer/shared-contracts/domain';
import { describeEachDatabase } from '../../testing/database-suite.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { seedBanners } from '../banners/banner-seed.ts';
import { seedContent } from './content-seed.ts';

/** Every string value in a JSON document that looks like a URL or path. */
function urlsIn(value: unknown, key = ''): { key: string; url: string }[] {
  if (typeof value === 'string') return /^(?:\/|[a-z]+:)/i.test(value) ? [{ key, url: value }] : [];
  if (Array.isArray(value)) return value.flatMap((item) => urlsIn(item, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([name, item]) => urlsIn(item, name));
  return [];
}

describeEachDatabase('content seed', (target) => {
  const { app, db } = useTestApp(target);
  beforeAll(async () => {
    await seedContent(db());
    await seedBanners(db());
  });

  const storedDocuments = async () => [
    ...(await db().query<{ doc: unknown }>('select locations as doc from content_fragments')),
    ...(await db().query<{ doc: unknown }>(
      'select locations as doc from experience_fragments union all select signed_in_locations from experience_fragments where signed_in_locations is not null',
    )),
    ...(await db().query<{ doc: unknown }>('select ad as doc from banner_campaigns')),
  ];

  it('stores only content that passes the contract', async () => {
    const rows = await db().query<{ locations: unknown }>(
      'select locations from content_fragments union all select locations from experience_fragments',
    );
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) ContentLocations.parse(row.locations);
  });

  it('uses only images the services draw, and links only to the site or the .example sister shops', async () => {
    const urls = (await storedDocuments()).flatMap((row) => urlsIn(row.doc));
    const images = urls.filter(({ key, url }) => key === 'src' || /Quality/.test(key) || url.startsWith('/images/'));
    expect(images.length).toBeGreaterThan(10);
    for (const url of new Set(images.map((image) => image.url))) {
      expect(url).toMatch(/^\/images\/content\/[a-z0-9-]+\.svg$/);
      const response = await app().inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
    for (const { url } of urls) {
      expect(url).toMatch(
        /^(\/(content\/fernleaf\/en|ecom|images\/content)\/|https:\/\/www\.fernleaf[a-z]*\.example\/|javascript:alert\(1\)$)/,
      );
    }
  });

  it('adds nothing the second time, and never overwrites edited content', async () => {
    await db().query(
      `update content_fragments set page_title = 'Edited' where path = 'menu/seasonal-menu/seasonal-menu-content/master'`,
    );
    expect(await seedContent(db())).toEqual({ contentFragmentsAdded: 0, experienceFragmentsAdded: 0 });
    expect(await seedBanners(db())).toEqual({ bannerCampaignsAdded: 0 });
    const [row] = await db().query<{ page_title: string }>(
      `select page_title from content_fragments where path = 'menu/seasonal-menu/seasonal-menu-content/master'`,
    );
    expect(row?.page_title).toBe('Edited');
  });

  it('keeps component ids unique within each fragment', async () => {
    const rows = await db().query<{ locations: ContentLocations }>('select locations from content_fragments');
    const flatten = (components: readonly CmsComponent[]): CmsComponent[] =>
      components.flatMap((component) => [component, ...flatten(component.childComponents ?? [])]);
    for (const row of rows) {
      const ids = flatten(Object.values(row.locations).flat()).map((component) => component.componentId);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});
