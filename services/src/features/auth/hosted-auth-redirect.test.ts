import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCAL_DEV_ORIGINS } from '../../http/cors.ts';
import { escapeHtml } from './hosted-auth-html.ts';
import { allowedRedirect } from './hosted-auth-redirect.ts';

describe('allowedRedirect', () => {
  it('keeps a URL on an allowed origin, listed or matched', () => {
    expect(allowedRedirect('http://localhost:3000/ecom/auth-success', LOCAL_DEV_ORIGINS)?.href).toBe(
      'http://localhost:3000/ecom/auth-success',
    );
    expect(allowedRedirect('https://shop.example/ecom', ['https://shop.example'])?.href).toBe(
      'https://shop.example/ecom',
    );
  });

  it('refuses any URL whose origin is not allowed', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        const origin = new URL(url).origin;
        expect(allowedRedirect(url, ['https://shop.example'])).toBe(
          origin === 'https://shop.example' ? allowedRedirect(url, [origin]) : undefined,
        );
      }),
    );
  });

  it.each(['', 'not a url', '/ecom', 'ftp://localhost:3000/', 'http://a:b@localhost:3000/'])('refuses %j', (value) => {
    expect(allowedRedirect(value, LOCAL_DEV_ORIGINS)).toBeUndefined();
  });
});

describe('escapeHtml', () => {
  it('leaves no character that could open a tag or end an attribute', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(escapeHtml(text)).not.toMatch(/[<>"']/);
      }),
    );
  });

  it('can be undone exactly, so the shopper sees what they typed', () => {
    const entities: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };
    const unescape = (html: string) =>
      html.replace(/&(?:lt|gt|quot|#39|amp);/g, (entity) => entities[entity] ?? entity);
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(unescape(escapeHtml(text))).toBe(text);
      }),
    );
  });
});
