import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldSearchText } from '@grocer/shared-contracts/domain';
import { highlightSegments } from './highlight.ts';

const marked = (text: string, query: string) =>
  highlightSegments(text, query)
    .map((segment) => (segment.match ? `[${segment.text}]` : segment.text))
    .join('');

describe('highlightSegments', () => {
  it('marks each search word of 3+ characters, ignoring case', () => {
    expect(marked('Semi Skimmed Milk', 'milk semi')).toBe('[Semi] Skimmed [Milk]');
    expect(marked('Milk chocolate milk', 'mil')).toBe('[Mil]k chocolate [mil]k');
  });

  it('ignores words under 3 characters', () => {
    expect(marked('Eggs in a box', 'in a')).toBe('Eggs in a box');
    expect(marked('Eggs in a box', 'eg box')).toBe('Eggs in a [box]');
  });

  it('matches across accents and keeps the original text', () => {
    expect(marked('Crème fraîche', 'creme fraiche')).toBe('[Crème] [fraîche]');
    expect(marked('Cre\u0300me', 'creme')).toBe('[Cre\u0300me]');
    expect(marked('Straße', 'strasse')).toBe('[Straße]');
  });

  it('merges overlapping matches', () => {
    expect(marked('bananas', 'banana nanas')).toBe('[bananas]');
  });

  it('leaves markup as text', () => {
    expect(highlightSegments('<b>milk</b>', 'milk')).toEqual([
      { text: '<b>', match: false },
      { text: 'milk', match: true },
      { text: '</b>', match: false },
    ]);
  });

  it('gives back the text exactly, and marks only what matches a long enough word', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.string({ maxLength: 20 }), (text, query) => {
        const segments = highlightSegments(text, query);
        expect(segments.map((segment) => segment.text).join('')).toBe(text);
        for (const segment of segments) expect(segment.text).not.toBe('');
        const words = (foldSearchText(query).match(/[^\s,.-]+/g) ?? []).filter((word) => word.length >= 3);
        if (words.length === 0) expect(segments.every((segment) => !segment.match)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        fc.stringMatching(/^[a-z]{3,8}$/),
        fc.string({ maxLength: 20 }),
        (before, word, after) => {
          const segments = highlightSegments(`${before}${word}${after}`, word);
          expect(segments.some((segment) => segment.match && foldSearchText(segment.text).includes(word))).toBe(true);
        },
      ),
    );
  });
});
