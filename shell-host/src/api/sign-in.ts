import * as z from 'zod/mini';
import { SignInResponse, type SignInRequest } from '@grocer/shared-contracts';
import { callService } from './api-client.ts';

/** POST /v1/auth/sign-in. */
export function signIn(servicesUrl: string, request: SignInRequest): Promise<SignInResponse> {
  return callService(SignInResponse, { servicesUrl, path: '/v1/auth/sign-in', method: 'POST', body: request });
}

/** POST /v1/auth/sign-out: ends the session on the services too. Best effort: signing out locally never waits on it. */
export function signOut(servicesUrl: string, token: string): void {
  callService(z.unknown(), { servicesUrl, path: '/v1/auth/sign-out', method: 'POST', token }).catch((error: unknown) =>
    console.warn('[shell] sign-out call failed', error),
  );
}
