import { describe, expect, it } from 'vitest';
import { LOCAL_DEV_ORIGINS } from '../cors.ts';
import { isFromOwnPage } from './own-pages.ts';

const SITE = ['https://www.fernleaf.example', 'https://recipes.fernleaf.example'];

describe('isFromOwnPage', () => {
  it('takes a page whose origin is one of the CORS origins', () => {
    expect(isFromOwnPage({ origin: 'https://recipes.fernleaf.example', 'sec-fetch-site': 'cross-site' }, SITE)).toBe(
      true,
    );
    expect(isFromOwnPage({ origin: 'http://localhost:3000' }, LOCAL_DEV_ORIGINS)).toBe(true);
  });

  it('takes a page the browser calls the same site, whatever its Origin says', () => {
    expect(isFromOwnPage({ origin: 'null', 'sec-fetch-site': 'same-site' }, SITE)).toBe(true);
    expect(isFromOwnPage({ 'sec-fetch-site': 'same-origin' }, SITE)).toBe(true);
  });

  it('refuses another site, an opaque origin, and a request no browser sent', () => {
    expect(isFromOwnPage({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, SITE)).toBe(false);
    expect(isFromOwnPage({ origin: 'https://www.fernleaf.example.evil.example' }, SITE)).toBe(false);
    expect(isFromOwnPage({ origin: 'null', 'sec-fetch-site': 'cross-site' }, SITE)).toBe(false);
    expect(isFromOwnPage({ 'sec-fetch-site': 'none' }, SITE)).toBe(false);
    expect(isFromOwnPage({}, SITE)).toBe(false);
    expect(isFromOwnPage({ origin: 'http://localhost.evil.example' }, LOCAL_DEV_ORIGINS)).toBe(false);
  });
});
