import { describe, expect, it } from 'vitest';
import { sessionCookieNames } from '../servers/configuration.ts';
import { cookieHeader } from './server-render.ts';

describe('the signed-in shopper’s cookies', () => {
  const setCookies = [
    'fernleaf_token=abc.def=; Max-Age=86400; Path=/; HttpOnly; SameSite=Lax',
    'X-Has-Token-Session=true; Max-Age=86400; Path=/; SameSite=Lax',
    'other=1; Path=/',
  ];
  const development = sessionCookieNames('development');

  it('sends the session’s two cookies as a browser would, values whole (an "=" inside kept)', () => {
    expect(development).toEqual(['fernleaf_token', 'X-Has-Token-Session']);
    expect(cookieHeader(setCookies, development)).toBe('fernleaf_token=abc.def=; X-Has-Token-Session=true');
  });

  it('sends production’s __Host- token cookie, the only name the production services read', () => {
    const production = [
      '__Host-fernleaf_token=abc; Max-Age=86400; Path=/; HttpOnly; Secure; SameSite=Lax',
      'X-Has-Token-Session=true; Max-Age=86400; Path=/; Secure; SameSite=Lax',
    ];
    expect(cookieHeader(production, sessionCookieNames('production'))).toBe(
      '__Host-fernleaf_token=abc; X-Has-Token-Session=true',
    );
    expect(() => cookieHeader(production, development)).toThrow(/fernleaf_token/);
  });

  it('refuses a sign-in that set no session, rather than measuring a guest as a shopper', () => {
    expect(() => cookieHeader(setCookies.slice(1), development)).toThrow(/fernleaf_token/);
    expect(() => cookieHeader(['fernleaf_token=; Max-Age=0', setCookies[1] ?? ''], development)).toThrow(
      /fernleaf_token/,
    );
  });
});
