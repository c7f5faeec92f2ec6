import type { KyInstance } from 'ky';
import { ReturnToAdminResponse } from '@grocer/shared-contracts/domain';
import { callJson } from '../../../lib/call-json.ts';

/**
 * POST v1/auth/return-to-admin with the acting session's bearer: ends it,
 * clears the token-session cookies (sent with the browser's cookies so the
 * clearing reaches them) and answers where the admin application takes over.
 */
export async function postReturnToAdmin(api: KyInstance): Promise<ReturnToAdminResponse> {
  return callJson(api, ReturnToAdminResponse, 'v1/auth/return-to-admin', {
    method: 'post',
    credentials: 'include',
    context: { service: 'token' },
  });
}
