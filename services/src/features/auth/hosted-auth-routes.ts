import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { RegisterRequest, SignInRequest, SignInResponse } from '@grocer/shared-contracts/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { CorsOrigins } from '../../http/cors.ts';
import { ServiceHttpError } from '../../http/errors.ts';
import { HOSTED_AUTH_FORM_BODY_LIMIT } from './auth-body-limits.ts';
import { setDeviceCookie, trustedDevice } from './device-cookie.ts';
import { STYLE_HASH_SOURCE } from './hosted-auth-html.ts';
import { allowedRedirect } from './hosted-auth-redirect.ts';
import {
  type HostedAuthField,
  type HostedAuthForm,
  renderHostedAuthError,
  renderHostedAuthPage,
} from './hosted-auth-page.ts';
import { register } from './register.ts';
import type { SignInLimits } from './sign-in-limits.ts';
import type { SignOnLimits } from './sign-on-limits.ts';
import { signIn } from './sign-in.ts';
import { cameOverHttps, setTokenCookies } from './token-cookies.ts';

export type HostedAuthDeps = AppDeps & {
  /** Sites the page may send the browser back to: the services' CORS origins. */
  readonly redirectOrigins: CorsOrigins;
  /** The JSON sign-in's limits, shared so the page is not a second set of guesses. */
  readonly limits: SignInLimits;
  /** The JSON sign-in's too (the page never names a customer to act for, so nothing counts). */
  readonly signOnLimits: SignOnLimits;
};

export const WRONG_CREDENTIALS_TEXT = 'Email or password is wrong';

// No U+0000: PostgreSQL text cannot hold it, so it would fail in the database (500), not here (400).
const text = z.optional(
  z.string().check(
    z.maxLength(2000),
    z.refine((value) => !value.includes('\u0000')),
  ),
);

/** The query of GET /v1/auth and the fields of its form (OpenID Connect's names). */
const HostedAuthInput = z.object({
  screen_hint: z._default(z.enum(['signup', 'login']), 'signup'),
  redirect_uri: text,
  name: text,
  email: text,
  password: text,
});
type HostedAuthInput = z.infer<typeof HostedAuthInput>;

/**
 * The token service's own sign-up and sign-in page (spec section 2: the
 * header's Register link). Server-rendered, so it needs no script and no
 * CORS; success sets the token cookies and sends the browser back (303).
 */
export function registerHostedAuthRoutes(app: FastifyInstance, deps: HostedAuthDeps): void {
  // A child scope, so the form body parser applies to these routes only.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    });
    scope.get('/v1/auth', async (request, reply) => {
      const input = readInput(request.query, deps, reply);
      if (!input) return reply;
      return sendPage(reply, 200, { screen: input.screen_hint, redirectUri: input.redirect.href });
    });
    scope.post('/v1/auth', { bodyLimit: HOSTED_AUTH_FORM_BODY_LIMIT }, async (request, reply) => {
      try {
        await deps.rateLimits.limit('hostedAuthPosts', request, deps.now());
      } catch (error) {
        if (!(error instanceof ServiceHttpError) || error.code !== 'too_many_requests') throw error;
        return sendError(reply.headers(error.headers), 429, error.message);
      }
      if (!isSameOriginPost(request)) {
        return sendError(reply, 403, 'This form can only be sent from the Fernleaf sign-in page.');
      }
      const input = readInput(request.body, deps, reply);
      if (!input) return reply;
      return input.screen_hint === 'signup'
        ? await signUpFromForm(request, reply, deps, input)
        : await signInFromForm(request, reply, deps, input);
    });
  });
}

type ValidInput = HostedAuthInput & { readonly redirect: URL };

function readInput(value: unknown, deps: HostedAuthDeps, reply: FastifyReply): ValidInput | undefined {
  const parsed = HostedAuthInput.safeParse(value ?? {});
  if (!parsed.success) {
    sendError(reply, 400, 'The sign-in link is not valid. Please go back to the shop and try again.');
    return undefined;
  }
  const redirect = allowedRedirect(parsed.data.redirect_uri, deps.redirectOrigins);
  if (!redirect) {
    sendError(reply, 400, 'The address to return to after signing in is missing or not a Fernleaf site.');
    return undefined;
  }
  return { ...parsed.data, redirect };
}

/**
 * Browsers send Origin with every form POST: one from another site would
 * sign this browser into an account of that site's choosing (login CSRF).
 */
function isSameOriginPost(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const protocol = cameOverHttps(request) ? 'https' : 'http';
  return origin === `${protocol}://${request.host}`;
}

async function signUpFromForm(request: FastifyRequest, reply: FastifyReply, deps: HostedAuthDeps, input: ValidInput) {
  const kept = { screen: 'signup', redirectUri: input.redirect.href, name: input.name, email: input.email } as const;
  const parsed = RegisterRequest.safeParse({ name: input.name, email: input.email, password: input.password });
  if (!parsed.success) return sendPage(reply, 422, { ...kept, fieldErrors: fieldErrors(parsed.error.issues) });
  const at = deps.now();
  try {
    const count = () => deps.rateLimits.limit('registrations', request, at);
    const response = SignInResponse.parse(await register(deps.db, parsed.data, at, count));
    return signedIn(request, reply, { response, email: parsed.data.email }, at, input.redirect);
  } catch (error) {
    if (!(error instanceof ServiceHttpError)) throw error;
    if (error.code === 'email_taken') return sendPage(reply, 409, { ...kept, formError: error.message });
    if (error.code === 'too_many_requests') {
      reply.headers(error.headers);
      return sendPage(reply, 429, { ...kept, formError: error.message });
    }
    // register() refuses one more rule itself: the password being the email address.
    if (error.code === 'bad_request') {
      return sendPage(reply, 422, {
        ...kept,
        fieldErrors: { password: 'Your password must not be your email address' },
      });
    }
    throw error;
  }
}

async function signInFromForm(request: FastifyRequest, reply: FastifyReply, deps: HostedAuthDeps, input: ValidInput) {
  const kept = { screen: 'login', redirectUri: input.redirect.href, email: input.email } as const;
  const parsed = SignInRequest.safeParse({ email: input.email, password: input.password });
  if (!parsed.success) {
    const messages = { email: 'Enter your email address', password: 'Enter your password' };
    const errors = fieldErrors(parsed.error.issues);
    return sendPage(reply, 422, {
      ...kept,
      fieldErrors: {
        ...(errors.email ? { email: messages.email } : {}),
        ...(errors.password ? { password: messages.password } : {}),
      },
    });
  }
  const at = deps.now();
  try {
    const { email } = parsed.data;
    const attempt = { email, ip: request.ip, device: trustedDevice(request, email, at) };
    const response = SignInResponse.parse(
      await deps.limits.guard(attempt, at, () => signIn(deps.db, parsed.data, at, request.ip, deps.signOnLimits)),
    );
    return signedIn(request, reply, { response, email }, at, input.redirect);
  } catch (error) {
    if (!(error instanceof ServiceHttpError)) throw error;
    if (error.code === 'invalid_credentials')
      return sendPage(reply, 401, { ...kept, formError: WRONG_CREDENTIALS_TEXT });
    if (error.code === 'too_many_requests') {
      reply.headers(error.headers);
      return sendPage(reply, 429, { ...kept, formError: error.message });
    }
    throw error;
  }
}

function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Partial<Record<HostedAuthField, string>> = {};
  for (const issue of issues) {
    const [key] = issue.path;
    if ((key === 'name' || key === 'email' || key === 'password') && errors[key] === undefined) {
      errors[key] = issue.message;
    }
  }
  return errors;
}

/** The session's cookies, the device cookie for the email that signed in, and back to the shop. */
function signedIn(
  request: FastifyRequest,
  reply: FastifyReply,
  { response, email }: { readonly response: SignInResponse; readonly email: string },
  at: Date,
  to: URL,
) {
  setTokenCookies(request, reply, { token: response.token, expiresAt: new Date(response.expiresAt) }, at);
  setDeviceCookie(request, reply, email, at);
  return reply.code(303).header('cache-control', 'no-store').header('location', to.href).send();
}

/** `formTarget`: where the page's form may lead, besides this service (the return site). */
const pageHeaders = (formTarget?: string) => ({
  'content-type': 'text/html; charset=utf-8',
  // form-action also covers the 303 that follows the post, so the return site is named too.
  // No script at all; the one style block by its hash.
  'content-security-policy': `default-src 'none'; style-src ${STYLE_HASH_SOURCE}; form-action ${["'self'", formTarget].filter(Boolean).join(' ')}; frame-ancestors 'none'; base-uri 'none'`,
  'cache-control': 'no-store',
});

function sendPage(reply: FastifyReply, status: number, form: HostedAuthForm) {
  return reply
    .code(status)
    .headers(pageHeaders(new URL(form.redirectUri).origin))
    .send(renderHostedAuthPage(form));
}

function sendError(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).headers(pageHeaders()).send(renderHostedAuthError(message));
}
