import { readCookie as readCookieFrom } from '@grocer/shared-contracts/domain';

/**
 * The few cookies the header reads and writes (spec section 3). Values are
 * untrusted text: callers parse what they read.
 */
export function readCookie(name: string, source: string = document.cookie): string | undefined {
  return readCookieFrom(name, source);
}

export type CookieOptions = {
  /** Seconds; 0 removes the cookie. */
  readonly maxAge: number;
  readonly secure?: boolean;
};

export function writeCookie(name: string, value: string, { maxAge, secure = false }: CookieOptions): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${Math.max(0, Math.floor(maxAge))}`];
  parts.push('SameSite=Lax');
  if (secure) parts.push('Secure');
  document.cookie = parts.join('; ');
}

export function removeCookie(name: string): void {
  writeCookie(name, '', { maxAge: 0 });
}
