import { describe, expect, it } from 'vitest';
import { FIND_A_STORE_URL } from '@grocer/shared-contracts';
import { FooterResponse } from '@grocer/shared-contracts/domain';
import { buildApp } from '../../../app.ts';
import { failingDatabase } from '../../../testing/failing-database.ts';

describe('GET /content/footer', () => {
  it('answers the footer taxonomy with the external store finder, even with the database down', async () => {
    const app = await buildApp({ db: failingDatabase('connect ECONNREFUSED 10.0.0.1:5432', 'postgres') });
    try {
      const response = await app.inject({ method: 'GET', url: '/content/footer' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      const footer = FooterResponse.parse(response.json());
      expect(footer.groups.map((group) => group.name)).toEqual([
        'Customer service',
        'Shopping with us',
        'Your account',
      ]);
      const links = footer.groups.flatMap((group) => group.links);
      expect(links.find((link) => link.name === 'Find a store')).toMatchObject({
        url: FIND_A_STORE_URL,
        external: true,
      });
      // Every link leaving the shop says so; every other one stays under /ecom.
      for (const link of links)
        expect(link.external ? link.url.startsWith('https://') : link.url.startsWith('/ecom/')).toBe(true);
    } finally {
      await app.close();
    }
  });
});
