import type { KyInstance } from 'ky';
import { BannersResponse, type BannerAd } from '@grocer/shared-contracts/domain';
import { serviceBase } from '../../lib/api-client.ts';
import { callJson } from '../../lib/call-json.ts';

export type BannersOptions = {
  /** `props.services.banners`, or else `props.services.api`. */
  readonly baseUrl: string;
  /** The open menu path's category ids, root first. */
  readonly categories: readonly string[];
  /** The shopper's open order, when signed in. */
  readonly trolleyId?: string | undefined;
  /** From the visitor-identifier cookie, when there is one. */
  readonly visitorId?: string | undefined;
  readonly signal: AbortSignal;
};

const VISITOR_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * POST adtech/banners (spec section 7, "Menu banners"). The session client
 * sends the bearer, or `unauthenticated` when signed out.
 */
export async function postBanners(
  api: KyInstance,
  { baseUrl, categories, trolleyId, visitorId, signal }: BannersOptions,
): Promise<readonly BannerAd[]> {
  const body = await callJson(api, BannersResponse, 'adtech/banners', {
    method: 'post',
    baseUrl: serviceBase(baseUrl),
    json: { type: 'mega-menu', categories, ...(trolleyId ? { trolleyId } : {}) },
    headers: visitorId && VISITOR_ID.test(visitorId) ? { 'x-visitor-id': visitorId } : {},
    signal,
    context: { service: 'banners' },
  });
  return body.data.bannerAds;
}
