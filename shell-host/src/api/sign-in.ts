import * as z from '@grocer/shared-contracts/zod';
import { SignInResponse, type SignInRequest } from '@grocer/shared-contracts/domain';
import { ServiceCallError, callService } from './api-client.ts';

/**
 * POST /v1/auth/sign-in. With the browser's cookies, so the services can set
 * the token-session cookies (decision 007) that every page and header reads.
 */
export function signIn(servicesUrl: string, request: SignInRequest): Promise<SignInResponse> {
  return callService(SignInResponse, {
    servicesUrl,
    path: '/v1/auth/sign-in',
    method: 'POST',
    body: request,
    credentials: 'include',
  });
}

/**
 * POST /v1/auth/sign-out: ends the session and clears its cookies. The token
 * is sent too when the page has one, so the call works whichever of the two
 * the services read. A 401 means there was no session left to end: signed out
 * all the same. Throws ServiceCallError for any other failure.
 */
export async function signOut(servicesUrl: string, token?: string): Promise<void> {
  try {
    await callService(z.unknown(), {
      servicesUrl,
      path: '/v1/auth/sign-out',
      method: 'POST',
      token,
      credentials: 'include',
    });
  } catch (error) {
    if (error instanceof ServiceCallError && error.status === 401) return;
    throw error;
  }
}
