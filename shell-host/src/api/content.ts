import {
  BannersResponse,
  ContentFragmentResponse,
  type BannerAd,
  type ContentFragmentRequest,
} from '@grocer/shared-contracts';
import { callService } from './api-client.ts';

/** A guest's customer id in content requests (spec section 6). */
const GUEST_CUSTOMER_ID = '-1';

/**
 * PUT /content/{path}?clientType=WEB_APP: a page's CMS content. Asked as a guest: the content
 * service answers a page's content the same for every shopper (services/docs/content.md).
 */
export function getPageContent(
  servicesUrl: string,
  { path, contentUrl }: { readonly path: string; readonly contentUrl: string },
  signal?: AbortSignal,
): Promise<ContentFragmentResponse> {
  const body: ContentFragmentRequest = { contentUrl, customerId: GUEST_CUSTOMER_ID };
  return callService(ContentFragmentResponse, {
    servicesUrl,
    path: `/content/${path}?clientType=WEB_APP`,
    method: 'PUT',
    body,
    signal,
  });
}

/** POST /adtech/banners: the ads the banners service places beside these categories (the mega menu's, as a guest). */
export async function getBannerAds(
  servicesUrl: string,
  categories: readonly string[],
  signal?: AbortSignal,
): Promise<readonly BannerAd[]> {
  const answer = await callService(BannersResponse, {
    servicesUrl,
    path: '/adtech/banners',
    method: 'POST',
    body: { type: 'mega-menu', categories },
    signal,
  });
  return answer.data.bannerAds;
}
