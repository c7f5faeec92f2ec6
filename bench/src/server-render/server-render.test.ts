import { describe, expect, it } from 'vitest';
import { cookieHeader, SESSION_COOKIES } from './server-render.ts';

describe('the signed-in shopper’s cookies', () => {
  const setCookies = [
    'fernleaf_token=abc.def=; Max-Age=86400; Path=/; HttpOnly; SameSite=Lax',
    'X-Has-Token-Session=true; Max-Age=86400; Path=/; SameSite=Lax',
    'other=1; Path=/',
  ];

  it('sends the session’s two cookies as a browser would, values whole (an "=" inside kept)', () => {
    expect(SESSION_COOKIES).toEqual(['fernleaf_token', 'X-Has-Token-Session']);
    expect(cookieHeader(setCookies, SESSION_COOKIES)).toBe('fernleaf_token=abc.def=; X-Has-Token-Session=true');
  });

  it('refuses a sign-in that set no session, rather than measuring a guest as a shopper', () => {
    expect(() => cookieHeader(setCookies.slice(1), SESSION_COOKIES)).toThrow(/fernleaf_token/);
    expect(() => cookieHeader(['fernleaf_token=; Max-Age=0', setCookies[1] ?? ''], SESSION_COOKIES)).toThrow(
      /fernleaf_token/,
    );
  });
});
