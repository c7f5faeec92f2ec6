import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brandIcon, buylistLink, extraDiscountMessage, loyaltyOffer } from './trading-cell-rules.ts';

describe('trading cell rules', () => {
  it('draws a reduction label oversized exactly when it is longer than 4 characters', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 12 }).filter((text) => text.trim() !== ''),
        (label) => {
          expect(loyaltyOffer({ loyaltyCardIcon: { additionalReduction: label } })?.oversized).toBe(
            label.trim().length > 4,
          );
        },
      ),
    );
  });

  it('says the extra discount in the spec words', () => {
    expect(extraDiscountMessage('20%')).toBe('and an extra 20% off with the loyalty card');
  });

  it('needs display true and a safe src for the brand icon', () => {
    const src = '/images/content/brand-fernleaf.svg';
    expect(brandIcon({ brandIcon: { display: true, position: 'pinned', src, altText: 'Fernleaf' } }, '/')).toEqual({
      src,
      altText: 'Fernleaf',
      position: 'pinned',
    });
    expect(brandIcon({ brandIcon: { display: false, position: 'pinned', src } }, '/')).toBeUndefined();
    expect(brandIcon({ brandIcon: { display: true, position: 'pinned' } }, '/')).toBeUndefined();
    expect(
      brandIcon({ brandIcon: { display: true, position: 'pinned', src: 'javascript:alert(1)' } }, '/'),
    ).toBeUndefined();
  });

  it('links products to the buylist by line number', () => {
    expect(buylistLink([{ id: 'a', lineNumber: '100001' }])).toEqual({
      href: '/ecom/shop/buylist/100001',
      text: 'Shop this product',
    });
    expect(buylistLink([])).toBeUndefined();
    expect(buylistLink(undefined)).toBeUndefined();
  });
});
