import type { FastifyInstance } from 'fastify';
import {
  RegisterRequest,
  ReturnToAdminResponse,
  SessionResponse,
  SignInRequest,
  SignInResponse,
  SignOnAsCustomerRequest,
  TokenSessionResponse,
} from '@grocer/shared-contracts/domain';
import type { AppDeps } from '../../app-deps.ts';
import { type CorsOrigins, LOCAL_DEV_ORIGINS } from '../../http/cors.ts';
import { unauthenticated } from '../../http/errors.ts';
import { parseInput } from '../../http/parse-input.ts';
import { AUTH_JSON_BODY_LIMIT } from './auth-body-limits.ts';
import { cookieSession, optionalSession, requireAnySession, requireBearerOrCookieSession } from './authenticate.ts';
import { findCustomerById } from './customers.ts';
import { setDeviceCookie, trustedDevice } from './device-cookie.ts';
import { registerHostedAuthRoutes } from './hosted-auth-routes.ts';
import { register } from './register.ts';
import { endSession } from './session-ends.ts';
import { createSignInLimits } from './sign-in-limits.ts';
import { createSignOnLimits } from './sign-on-limits.ts';
import { signIn } from './sign-in.ts';
import { returnToAdmin, signOnAsCustomer } from './support-sign-on.ts';
import { clearTokenCookies, setTokenCookies } from './token-cookies.ts';
import { tokenSecret } from './token-secret.ts';

const SIGNED_OUT: SessionResponse = {
  isLoggedIn: false,
  hasTokenSession: false,
  customerId: null,
  name: null,
  isSignedOnAsCustomer: false,
  role: null,
  expiresAt: null,
};

export function registerAuthRoutes(
  app: FastifyInstance,
  { db, now, production, rateLimits }: AppDeps,
  corsOrigins: CorsOrigins = LOCAL_DEV_ORIGINS,
): void {
  // Read now, so a missing TOKEN_SECRET in production stops the start-up, not the first sign-in.
  tokenSecret();
  const limits = createSignInLimits(rateLimits.store);
  const signOnLimits = createSignOnLimits(rateLimits.store);
  registerHostedAuthRoutes(app, {
    db,
    now,
    production,
    rateLimits,
    limits,
    signOnLimits,
    redirectOrigins: corsOrigins,
  });

  app.post('/v1/auth/sign-in', { bodyLimit: AUTH_JSON_BODY_LIMIT }, async (request, reply) => {
    const body = parseInput(SignInRequest, request.body);
    const at = now();
    const attempt = { email: body.email, ip: request.ip, device: trustedDevice(request, body.email, at) };
    const response = SignInResponse.parse(
      await limits.guard(attempt, at, () => signIn(db, body, at, request.ip, signOnLimits)),
    );
    setTokenCookies(request, reply, tokenOf(response), at);
    setDeviceCookie(request, reply, body.email, at);
    return reply.code(200).header('cache-control', 'no-store').send(response);
  });

  app.post('/v1/auth/sign-out', async (request, reply) => {
    // Cleared whatever happens next: a browser asking to sign out should end up signed out.
    clearTokenCookies(request, reply);
    const at = now();
    const { session } = await requireBearerOrCookieSession(db, request, at);
    // Ends the acting sessions opened from it too, each with its audit row.
    await endSession(db, session, { clientAddress: request.ip, now: at });
    return reply.code(204).send();
  });

  app.post('/v1/auth/token', async (request, reply) => {
    const at = now();
    reply.header('cache-control', 'no-store');
    const authenticated = await cookieSession(db, request, at);
    if (!authenticated) {
      clearTokenCookies(request, reply);
      throw unauthenticated('No signed-in session: the session cookie is missing, expired or ended.');
    }
    const { session, token } = authenticated;
    // Set again, so a lost indicator cookie comes back while the session lasts.
    setTokenCookies(request, reply, { token, expiresAt: session.expiresAt }, at);
    return reply.send(
      TokenSessionResponse.parse({
        token,
        tokenType: 'Bearer',
        expiresAt: session.expiresAt.toISOString(),
        customerId: session.customerId,
        isSignedOnAsCustomer: session.isSignedOnAsCustomer,
        role: session.kind,
      }),
    );
  });

  app.post('/v1/auth/register', { bodyLimit: AUTH_JSON_BODY_LIMIT }, async (request, reply) => {
    const at = now();
    const body = parseInput(RegisterRequest, request.body);
    // Only valid registrations count: an invalid body costs nothing.
    const count = () => rateLimits.limit('registrations', request, at);
    const response = SignInResponse.parse(await register(db, body, at, count));
    setTokenCookies(request, reply, tokenOf(response), at);
    setDeviceCookie(request, reply, body.email, at);
    return reply.code(201).header('cache-control', 'no-store').send(response);
  });

  app.post('/v1/auth/sign-on-as-customer', { bodyLimit: AUTH_JSON_BODY_LIMIT }, async (request, reply) => {
    const at = now();
    const authenticated = await requireAnySession(db, request, at);
    const { customerId, reason } = parseInput(SignOnAsCustomerRequest, request.body);
    const response = SignInResponse.parse(
      await signOnAsCustomer(db, authenticated, { customerId, reason, clientAddress: request.ip }, at, signOnLimits),
    );
    setTokenCookies(request, reply, tokenOf(response), at);
    return reply.code(200).header('cache-control', 'no-store').send(response);
  });

  app.post('/v1/auth/return-to-admin', async (request, reply) => {
    const at = now();
    const authenticated = await requireAnySession(db, request, at);
    const response = ReturnToAdminResponse.parse(
      await returnToAdmin(db, authenticated, { clientAddress: request.ip, now: at }),
    );
    clearTokenCookies(request, reply);
    return reply.code(200).header('cache-control', 'no-store').send(response);
  });

  app.get('/v1/auth/session', async (request, reply) => {
    const authenticated = await optionalSession(db, request, now());
    reply.header('cache-control', 'private, no-store');
    if (!authenticated) return reply.send(SIGNED_OUT);
    const { session } = authenticated;
    const customer = await findCustomerById(db, session.customerId);
    return reply.send(
      SessionResponse.parse({
        isLoggedIn: true,
        hasTokenSession: true,
        customerId: session.customerId,
        name: customer?.name ?? null,
        isSignedOnAsCustomer: session.isSignedOnAsCustomer,
        role: session.kind,
        expiresAt: session.expiresAt.toISOString(),
      }),
    );
  });
}

const tokenOf = (response: SignInResponse) => ({ token: response.token, expiresAt: new Date(response.expiresAt) });
