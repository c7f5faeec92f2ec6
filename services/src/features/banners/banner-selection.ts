import type { BannerAd } from '@grocer/shared-contracts/domain';
import type { Queryable } from '../../db/database.ts';
import type { BannerCampaign } from './banner-campaigns.ts';

/** The mega menu has room for this many ads. */
export const MAX_BANNER_ADS = 3;
/** Frequency caps count impressions over this long (to the hour: those of the hours begun within it). */
export const FREQUENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

type CandidateRow = { id: string; category_ids: string[]; priority: number; vendor: string; ad: BannerCampaign['ad'] };

/**
 * The ads for a menu showing `categories` (the open menu path, root first):
 * live campaigns targeting any of them, minus those this visitor has seen up
 * to their frequency cap in the last 24 hours. Deeper matches first (a
 * campaign on the open department beats one on the root), then priority.
 */
export async function selectBannerAds(
  db: Queryable,
  input: { categories: readonly string[]; visitorId: string | undefined; now: Date },
): Promise<{ campaignId: string; vendor: string; ad: BannerCampaign['ad'] }[]> {
  if (input.categories.length === 0) return [];
  const rows = await db.query<CandidateRow>(
    `select c.id, c.category_ids, c.priority, c.vendor, c.ad
     from banner_campaigns c
     where c.category_ids && $1::text[]
       and (c.starts_at is null or c.starts_at <= $2)
       and (c.ends_at is null or c.ends_at > $2)
       and (
         c.frequency_cap is null or $3::text is null or c.frequency_cap > (
           select coalesce(sum(e.count), 0) from banner_event_counts e
           where e.campaign_id = c.id and e.visitor_id = $3 and e.kind = 'impression' and e.hour > $4
         )
       )`,
    [input.categories, input.now, input.visitorId ?? null, new Date(input.now.getTime() - FREQUENCY_WINDOW_MS)],
  );
  const depth = (row: CandidateRow): number =>
    Math.max(...row.category_ids.map((id) => input.categories.lastIndexOf(id)));
  return rows
    .sort((a, b) => depth(b) - depth(a) || b.priority - a.priority || a.id.localeCompare(b.id))
    .slice(0, MAX_BANNER_ADS)
    .map((row) => ({ campaignId: row.id, vendor: row.vendor, ad: row.ad }));
}

/** Tracking URLs point back at these services, carrying the visitor so a beacon needs no headers. */
export function trackingFor(campaignId: string, vendor: string, visitorId: string | undefined): BannerAd['tracking'] {
  const query = visitorId === undefined ? '' : `?${new URLSearchParams({ visitorId })}`;
  const url = (kind: 'impression' | 'click') => `/adtech/events/${kind}/${encodeURIComponent(campaignId)}${query}`;
  return { impressionUrls: [url('impression')], clickUrls: [url('click')], vendor };
}
