/**
 * The three sister shops in the top bar's "More from" list (spec section 2).
 * Each link carries referral tracking so the sister shop can attribute the visit.
 */
export type SisterShop = {
  readonly name: string;
  readonly description: string;
  readonly url: string;
};

const TRACKING = { utm_source: 'groceries', utm_medium: 'referral', utm_campaign: 'header-more-from' } as const;

export function withTracking(url: string): string {
  const tracked = new URL(url);
  for (const [key, value] of Object.entries(TRACKING)) tracked.searchParams.set(key, value);
  return tracked.toString();
}

export const SISTER_SHOPS: readonly SisterShop[] = [
  { name: 'Fernleaf Cellar', description: 'wine and spirits', url: 'https://www.fernleafcellar.example/' },
  { name: 'Fernleaf Garden', description: 'garden', url: 'https://www.fernleafgarden.example/' },
  { name: 'Fernleaf Kitchen', description: 'meal delivery', url: 'https://www.fernleafkitchen.example/' },
];

/** Store finder lives on the corporate site, outside /ecom (spec section 2: external). */
export const FIND_A_STORE_URL = 'https://www.fernleaf.example/find-a-store';
