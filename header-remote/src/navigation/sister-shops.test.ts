import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withTracking } from './sister-shops.ts';

describe('withTracking', () => {
  it('adds source, medium and campaign', () => {
    expect(withTracking('https://www.fernleafcellar.example/')).toBe(
      'https://www.fernleafcellar.example/?utm_source=groceries&utm_medium=referral&utm_campaign=header-more-from',
    );
  });

  it('keeps the link itself and its own parameters', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        const original = new URL(url);
        const tracked = new URL(withTracking(url));
        expect(tracked.origin + tracked.pathname + tracked.hash).toBe(
          original.origin + original.pathname + original.hash,
        );
        for (const [key, value] of original.searchParams) {
          if (!key.startsWith('utm_')) expect(tracked.searchParams.getAll(key)).toContain(value);
        }
        expect(tracked.searchParams.get('utm_source')).toBe('groceries');
      }),
    );
  });
});
