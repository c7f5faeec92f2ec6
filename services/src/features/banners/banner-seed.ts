import type { Database } from '../../db/database.ts';
import { BANNER_CAMPAIGNS } from './banner-campaigns.ts';

/** Adds the demo banner campaigns that are missing, in one statement; never overwrites. */
export async function seedBanners(db: Database): Promise<{ bannerCampaignsAdded: number }> {
  const added = await db.query(
    `insert into banner_campaigns (id, category_ids, priority, ad, vendor, frequency_cap)
     select c->>'id',
            array(select jsonb_array_elements_text(c->'categoryIds')),
            (c->>'priority')::integer,
            c->'ad',
            c->>'vendor',
            (c->>'frequencyCap')::integer
     from jsonb_array_elements($1::jsonb) c
     on conflict (id) do nothing
     returning id`,
    [JSON.stringify(BANNER_CAMPAIGNS)],
  );
  return { bannerCampaignsAdded: added.length };
}
