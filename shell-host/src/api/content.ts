import {
  BannersResponse,
  ContentFragmentResponse,
  type BannerAd,
  type ContentFragmentRequest,
} from '@grocer/shared-contracts/domain';
import { callService, readAnswer } from './api-client.ts';
import type { Preload } from './preload.ts';

/** A guest's customer id in content requests (spec section 6). */
const GUEST_CUSTOMER_ID = '-1';

export type PageContent = { readonly path: string; readonly contentUrl: string };

const contentPath = (path: string) => `/content/${path}?clientType=WEB_APP`;
const contentBody = (contentUrl: string): ContentFragmentRequest => ({ contentUrl, customerId: GUEST_CUSTOMER_ID });

/**
 * PUT /content/{path}?clientType=WEB_APP: a page's CMS content. Asked as a guest: the content
 * service answers a page's content the same for every shopper (services/docs/content.md).
 */
export function getPageContent(
  servicesUrl: string,
  { path, contentUrl }: PageContent,
  signal?: AbortSignal,
): Promise<ContentFragmentResponse> {
  return callService(ContentFragmentResponse, {
    servicesUrl,
    path: contentPath(path),
    method: 'PUT',
    body: contentBody(contentUrl),
    signal,
  });
}

/** The same for every shopper, so the server preloads it: the page arrives with its content, and nothing moves. */
export function pageContentPreload({ path, contentUrl }: PageContent): Preload<ContentFragmentResponse> {
  return {
    path: contentPath(path),
    request: { method: 'PUT', body: contentBody(contentUrl) },
    read: (answer) => readAnswer(ContentFragmentResponse, contentPath(path), answer),
  };
}

const BANNERS_PATH = '/adtech/banners';
const bannersBody = (categories: readonly string[]) => ({ type: 'mega-menu', categories });

/** POST /adtech/banners: the ads the banners service places beside these categories (the mega menu's, as a guest). */
export async function getBannerAds(
  servicesUrl: string,
  categories: readonly string[],
  signal?: AbortSignal,
): Promise<readonly BannerAd[]> {
  const answer = await callService(BannersResponse, {
    servicesUrl,
    path: BANNERS_PATH,
    method: 'POST',
    body: bannersBody(categories),
    signal,
  });
  return answer.data.bannerAds;
}

/** A guest's ads are the same for every guest (no visitor, no trolley): the server preloads them. */
export function bannerAdsPreload(categories: readonly string[]): Preload<readonly BannerAd[]> {
  return {
    path: BANNERS_PATH,
    request: { method: 'POST', body: bannersBody(categories) },
    read: (answer) => readAnswer(BannersResponse, BANNERS_PATH, answer).data.bannerAds,
  };
}
