import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { cookieValues } from '../../http/cookie-values.ts';
import { normaliseEmail } from './customers.ts';
import { cameOverHttps, cookieMaxAgeSeconds } from './token-cookies.ts';
import { tokenSecret } from './token-secret.ts';
import type { TokenKey } from './token.ts';

/**
 * OWASP's device cookie: a browser that signed in to an account gets a cookie that says so, and
 * its later sign-ins to that account are limited by its own failures instead of the account's
 * (`sign-in-limits.ts`), so strangers guessing the password cannot lock the owner out.
 * The value names no one: `<device id>.<expiry ms>.<HMAC of both and the email>`, signed with the
 * token key (a prefix of its own keeps the two kinds of signature apart).
 */
export const DEVICE_COOKIE = 'fernleaf_device';
/** How long a device stays known after its last successful sign-in. */
export const DEVICE_COOKIE_LIFETIME_MS = 180 * 24 * 60 * 60 * 1000;
/** Sent only to the sign-in routes (JSON and the hosted page), the only readers. */
const DEVICE_COOKIE_PATH = '/v1/auth';

/** 128 random bits, base64url; expiry in epoch ms; HMAC-SHA256, base64url. Linear pattern, fixed lengths. */
const DeviceCookieText = z.string().check(z.regex(/^[A-Za-z0-9_-]{22}\.[0-9]{13}\.[A-Za-z0-9_-]{43}$/));

const signature = (device: string, expiresAt: string, email: string, secret: TokenKey): string =>
  createHmac('sha256', secret)
    .update(`device-cookie:v1:${device}:${expiresAt}:${normaliseEmail(email)}`)
    .digest('base64url');

/** A new device cookie's value for `email`, with a fresh device id. */
export function newDeviceCookieValue(email: string, now: Date, secret: TokenKey = tokenSecret()): string {
  const device = randomBytes(16).toString('base64url');
  const expiresAt = String(now.getTime() + DEVICE_COOKIE_LIFETIME_MS);
  return `${device}.${expiresAt}.${signature(device, expiresAt, email, secret)}`;
}

/**
 * The device id in `value` when it is a device cookie this key signed for `email` and it has not
 * expired; undefined for anything else (another account's cookie, a forged or stale one). Never throws.
 */
export function deviceFromCookie(
  value: string | undefined,
  email: string,
  now: Date,
  secret: TokenKey = tokenSecret(),
): string | undefined {
  const parsed = DeviceCookieText.safeParse(value);
  if (!parsed.success) return undefined;
  const [device = '', expiresAt = '', given = ''] = parsed.data.split('.');
  const expected = Buffer.from(signature(device, expiresAt, email, secret));
  if (!timingSafeEqual(Buffer.from(given), expected)) return undefined;
  return Number(expiresAt) > now.getTime() ? device : undefined;
}

/**
 * The request's device id for `email`, if any device cookie it carries is valid for it. Every cookie
 * of the name is tried, not the first only: one planted for a longer path or the parent domain comes
 * first, and would otherwise hide the owner's and bring strangers' lockout back. A planted value
 * cannot pass: it would need the token key's signature for this email.
 */
export function trustedDevice(request: FastifyRequest, email: string, now: Date): string | undefined {
  for (const value of cookieValues(request.headers.cookie, DEVICE_COOKIE)) {
    const device = deviceFromCookie(value, email, now);
    if (device !== undefined) return device;
  }
  return undefined;
}

/** After a successful sign-in (or sign-up): this browser is now a known device of `email`. */
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, email: string, now: Date): void {
  const value = newDeviceCookieValue(email, now);
  reply.setCookie(DEVICE_COOKIE, value, {
    path: DEVICE_COOKIE_PATH,
    sameSite: 'lax',
    secure: cameOverHttps(request),
    httpOnly: true,
    maxAge: cookieMaxAgeSeconds(new Date(now.getTime() + DEVICE_COOKIE_LIFETIME_MS), now),
  });
}
