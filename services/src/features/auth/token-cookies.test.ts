import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cameOverHttps, cookieMaxAgeSeconds } from './token-cookies.ts';

describe('cookieMaxAgeSeconds', () => {
  it('never lets the cookie outlive the session, and loses less than a second', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: -1e9, max: 1e9 }), (now, left) => {
        const seconds = cookieMaxAgeSeconds(new Date(now + left), new Date(now));
        expect(Number.isInteger(seconds)).toBe(true);
        expect(seconds).toBeGreaterThanOrEqual(0);
        if (left <= 0) expect(seconds).toBe(0);
        else {
          expect(seconds * 1000).toBeLessThanOrEqual(left);
          expect(left - seconds * 1000).toBeLessThan(1000);
        }
      }),
    );
  });

  it('gives an 8-hour session 28800 seconds', () => {
    expect(cookieMaxAgeSeconds(new Date(8 * 3600 * 1000), new Date(0))).toBe(28_800);
  });
});

describe('cameOverHttps', () => {
  const request = (protocol: 'http' | 'https', forwarded?: string | string[]) => ({
    protocol,
    headers: forwarded === undefined ? {} : { 'x-forwarded-proto': forwarded },
  });

  it('is true over https, or when the first proxy hop says https', () => {
    expect(cameOverHttps(request('https'))).toBe(true);
    expect(cameOverHttps(request('http', 'https'))).toBe(true);
    expect(cameOverHttps(request('http', ' HTTPS , http'))).toBe(true);
    expect(cameOverHttps(request('http', ['https', 'http']))).toBe(true);
  });

  it('is false for plain http, so localhost development keeps its cookies', () => {
    expect(cameOverHttps(request('http'))).toBe(false);
    expect(cameOverHttps(request('http', 'http'))).toBe(false);
    expect(cameOverHttps(request('http', 'http, https'))).toBe(false);
    expect(cameOverHttps(request('http', 'httpsx'))).toBe(false);
    expect(cameOverHttps(request('http', ''))).toBe(false);
  });
});
