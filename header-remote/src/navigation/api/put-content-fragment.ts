import type { KyInstance } from 'ky';
import { ContentFragmentResponse, type ContentFragmentRequest } from '@grocer/shared-contracts/domain';
import { serviceBase } from '../../lib/api-client.ts';
import { callJson, ServiceCallError } from '../../lib/call-json.ts';

export type ContentFragmentOptions = {
  /** `props.services.content`, or else `props.services.api`. */
  readonly baseUrl: string;
  /** The content path, e.g. menu/middle-mega-menu/master. */
  readonly path: string;
  readonly body: ContentFragmentRequest;
  readonly signal: AbortSignal;
};

/**
 * PUT {content path}?clientType=WEB_APP (spec section 7, "Content fragment").
 * A 404 (no live content at the path) is an answer: null.
 */
export async function putContentFragment(
  api: KyInstance,
  { baseUrl, path, body, signal }: ContentFragmentOptions,
): Promise<ContentFragmentResponse | null> {
  try {
    return await callJson(api, ContentFragmentResponse, `content/${path}`, {
      method: 'put',
      baseUrl: serviceBase(baseUrl),
      searchParams: { clientType: 'WEB_APP' },
      json: body,
      signal,
      context: { service: 'content', quietStatuses: [404] },
    });
  } catch (error) {
    if (error instanceof ServiceCallError && error.status === 404) return null;
    throw error;
  }
}
