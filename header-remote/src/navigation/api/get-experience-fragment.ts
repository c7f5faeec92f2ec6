import type { KyInstance } from 'ky';
import { ExperienceFragmentResponse, type ContentLocations } from '@grocer/shared-contracts/domain';
import { serviceBase } from '../../lib/api-client.ts';
import { callJson, ServiceCallError } from '../../lib/call-json.ts';

export type ExperienceFragmentOptions = {
  readonly baseUrl: string;
  readonly key: string;
  /** Whether the token-session cookie is 'true' (spec section 7). */
  readonly hasTokenSession: boolean;
  readonly signal: AbortSignal;
};

/**
 * GET content/experience-fragments/{key} (spec section 7, "Experience fragment
 * by key"): the fragment's locations, or an error when the answer carries one
 * (an unknown key answers 404 with `content: null`).
 */
export async function getExperienceFragment(
  api: KyInstance,
  { baseUrl, key, hasTokenSession, signal }: ExperienceFragmentOptions,
): Promise<ContentLocations> {
  const path = `content/experience-fragments/${key.split('/').map(encodeURIComponent).join('/')}`;
  const body = await callJson(api, ExperienceFragmentResponse, path, {
    baseUrl: serviceBase(baseUrl),
    searchParams: { hasTokenSession: String(hasTokenSession) },
    signal,
    context: { service: 'content', quietStatuses: [404] },
  });
  if (body.error || !body.content) {
    throw new ServiceCallError(body.message ?? body.error ?? `No content for ${key}`, 0);
  }
  return body.content.locations;
}
