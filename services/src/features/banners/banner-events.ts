import type { Queryable } from '../../db/database.ts';

export type BannerEventKind = 'impression' | 'click';

/** Records an impression or click; false when there is no such campaign. */
export async function recordBannerEvent(
  db: Queryable,
  event: {
    kind: BannerEventKind;
    campaignId: string;
    visitorId: string | undefined;
    customerId: string | undefined;
    at: Date;
  },
): Promise<boolean> {
  const inserted = await db.query(
    `insert into banner_events (campaign_id, kind, visitor_id, customer_id, occurred_at)
     select id, $2, $3, $4, $5 from banner_campaigns where id = $1
     returning id`,
    [event.campaignId, event.kind, event.visitorId ?? null, event.customerId ?? null, event.at],
  );
  return inserted.length > 0;
}
