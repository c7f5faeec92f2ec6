import * as z from '@grocer/shared-contracts/zod';
import {
  SignInResponse,
  SupportAuditResponse,
  VitalsSummary,
  type SignInRequest,
  type SupportAuditQuery,
} from '@grocer/shared-contracts/domain';
import { ServiceCallError, callService } from '../../api/api-client.ts';

/**
 * The admin page's calls for a support user. The support user's own sign-in
 * and its ending use `credentials: 'omit'`: the browser then ignores the
 * token cookies those answers set or clear, so the shop's header never sees a
 * support sign-in (which cannot shop) and ending it cannot clear the acting
 * session's cookies. Only signing on as the customer takes the cookies.
 */
export function supportSignIn(servicesUrl: string, request: SignInRequest): Promise<SignInResponse> {
  return callService(SignInResponse, {
    servicesUrl,
    path: '/v1/auth/sign-in',
    method: 'POST',
    body: request,
    credentials: 'omit',
  });
}

/**
 * POST /v1/auth/sign-on-as-customer: a new acting session, whose token cookies
 * the browser keeps. The reason goes into the support audit.
 */
export function signOnAsCustomer(servicesUrl: string, supportToken: string, customerId: string, reason: string) {
  return callService(SignInResponse, {
    servicesUrl,
    path: '/v1/auth/sign-on-as-customer',
    method: 'POST',
    token: supportToken,
    body: { customerId, reason },
    credentials: 'include',
  });
}

/**
 * GET /v1/admin/customers/{customerId}/support-audit with the support user's own token: one page,
 * newest first, of one kind of action when `query.action` says, after `query.before` when given.
 */
export function getSupportAudit(
  servicesUrl: string,
  supportToken: string,
  customerId: string,
  query: SupportAuditQuery,
  signal?: AbortSignal,
) {
  const search = new URLSearchParams();
  if (query.action) search.set('action', query.action);
  if (query.before) search.set('before', query.before);
  const path = `/v1/admin/customers/${encodeURIComponent(customerId)}/support-audit`;
  return callService(SupportAuditResponse, {
    servicesUrl,
    path: search.toString() === '' ? path : `${path}?${search.toString()}`,
    token: supportToken,
    signal,
    credentials: 'omit',
  });
}

/** POST /v1/auth/sign-out for the support user's own session, leaving the browser's cookies alone. 401: already ended. */
export async function endSupportSession(servicesUrl: string, supportToken: string): Promise<void> {
  try {
    await callService(z.unknown(), {
      servicesUrl,
      path: '/v1/auth/sign-out',
      method: 'POST',
      token: supportToken,
      credentials: 'omit',
    });
  } catch (error) {
    if (error instanceof ServiceCallError && error.status === 401) return;
    throw error;
  }
}

/** GET /v1/admin/vitals/summary with the support user's own token: p75 per metric for the last releases. */
export function getVitalsSummary(servicesUrl: string, supportToken: string, signal?: AbortSignal) {
  return callService(VitalsSummary, {
    servicesUrl,
    path: '/v1/admin/vitals/summary',
    token: supportToken,
    signal,
    credentials: 'omit',
  });
}
