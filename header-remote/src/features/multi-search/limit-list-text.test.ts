import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MULTI_SEARCH_MAX_ITEMS, splitMultiSearchList } from '@grocer/shared-contracts/domain';
import { limitListText, PASTED_ITEM_MAX_LENGTH, PASTED_TEXT_MAX_LENGTH } from './limit-list-text.ts';

const lines = (count: number) => Array.from({ length: count }, (_, index) => `item ${index + 1}`);

/** Text made of items a shopper might paste (words, markup, emoji, RTL, accents) and every separator. */
const listText = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.string({ maxLength: 30 }),
        fc.constantFrom('milk', '<b>eggs</b>', '🍎', 'حليب', 'Crème fraîche', '   ', '<script>x</script>', ''),
      ),
      fc.constantFrom('\n', '\r\n', '_', ',', ',\n', '\n\n'),
    ),
    { maxLength: 220 },
  )
  .map((parts) => parts.map(([item, separator]) => item + separator).join(''));

describe('limitListText', () => {
  it('leaves a list within the limits as it is', () => {
    const text = lines(100).join('\n');
    expect(limitListText(text)).toEqual({ text, limitReached: false });
    expect(limitListText('')).toEqual({ text: '', limitReached: false });
  });

  it('keeps the first 100 items as typed, and drops the rest', () => {
    expect(limitListText(lines(10_000).join('\n'))).toEqual({ text: lines(100).join('\n'), limitReached: true });
    expect(limitListText(`${lines(100).join(', ')}, <b>item 101</b>,`)).toEqual({
      text: lines(100).join(', '),
      limitReached: true,
    });
  });

  it('does not count empty items toward the 100', () => {
    const text = `${lines(100).join('\n🍎\n<br>\n')}\n\n,,__`;
    expect(limitListText(text)).toEqual({ text, limitReached: false });
  });

  it('cuts an item to its first 1,000 characters, never through an emoji', () => {
    expect(limitListText('a'.repeat(2000))).toEqual({ text: 'a'.repeat(1000), limitReached: false });
    expect(limitListText(`${'a'.repeat(999)}🍎 apples\nmilk`)).toEqual({
      text: `${'a'.repeat(999)}\nmilk`,
      limitReached: false,
    });
  });

  it('keeps at most 100,000 characters, however they are spread', () => {
    const { text, limitReached } = limitListText(`${'🍎'.repeat(400)}\n`.repeat(1000) + 'milk');
    expect(text.length).toBeLessThanOrEqual(PASTED_TEXT_MAX_LENGTH);
    expect(limitReached).toBe(true);
  });

  it('never changes the list a text within the item length makes, up to 100 items', () => {
    fc.assert(
      fc.property(listText, (text) => {
        const limited = limitListText(text);
        expect(splitMultiSearchList(limited.text).items).toEqual(splitMultiSearchList(text).items);
        expect(limited.limitReached).toBe(splitMultiSearchList(text).truncated);
        expect(text.startsWith(limited.text)).toBe(true);
      }),
    );
  });

  it('always leaves at most 100 items and 100,000 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 5000, unit: 'grapheme' }), listText, (noise, list) => {
        const limited = limitListText(noise + list + noise.repeat(30));
        expect(splitMultiSearchList(limited.text).items.length).toBeLessThanOrEqual(MULTI_SEARCH_MAX_ITEMS);
        expect(splitMultiSearchList(limited.text).truncated).toBe(false);
        expect(limited.text.length).toBeLessThanOrEqual(PASTED_TEXT_MAX_LENGTH);
        for (const item of limited.text.split(/[\r\n_,]+/)) {
          expect(item.length).toBeLessThanOrEqual(PASTED_ITEM_MAX_LENGTH);
        }
      }),
    );
  });
});
