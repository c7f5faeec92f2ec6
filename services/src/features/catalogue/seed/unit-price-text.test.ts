import { describe, expect, it } from 'vitest';
import { formatPence, packAmount, unitPriceText } from './unit-price-text.ts';

describe('unitPriceText', () => {
  it.each([
    ['500g', 250, 'C62', '£5.00/kg'],
    ['4 x 110g', 220, 'C62', '£5.00/kg'],
    ['2 pints', 130, 'C62', '£1.14/litre'],
    ['1.75 litres', 350, 'C62', '£2.00/litre'],
    ['6 x 330ml', 396, 'C62', '£2.00/litre'],
    ['40g', 120, 'C62', '£3.00/100g'],
    ['6 pack', 180, 'C62', '30p each'],
    ['serves 8', 3200, 'C62', '£4.00/serving'],
    ['each', 95, 'C62', '95p each'],
    ['per kg', 299, 'KGM', '£2.99/kg'],
    ['per lb', 599, 'LBR', '£5.99/lb'],
    ['per 100g', 3, 'GRM', '£3.00/100g'],
  ] as const)('%s at %ip (%s) → %s', (size, pence, uom, expected) => {
    expect(unitPriceText(size, pence, uom)).toBe(expected);
  });

  it('shows pence under a pound', () => {
    expect(formatPence(99.6)).toBe('£1.00');
    expect(formatPence(45)).toBe('45p');
  });
});

describe('packAmount', () => {
  it('orders pack sizes small to large', () => {
    const sizes = ['4 pints', '1 pint', '1 litre', '2 pints'];
    expect([...sizes].sort((a, b) => packAmount(a) - packAmount(b))).toEqual([
      '1 pint',
      '1 litre',
      '2 pints',
      '4 pints',
    ]);
    expect(packAmount('12 pack')).toBeGreaterThan(packAmount('6 pack'));
    expect(packAmount('serves 12')).toBeGreaterThan(packAmount('serves 8'));
    expect(packAmount('each')).toBe(1);
  });
});
