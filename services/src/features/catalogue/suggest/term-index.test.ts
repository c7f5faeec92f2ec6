import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTermIndex, type TermSource } from './term-index.ts';

const index = buildTermIndex([
  { term: 'Milk', weight: 30 },
  { term: 'Milk, Butter & Eggs', weight: 120 },
  { term: 'Semi Skimmed Milk', weight: 12 },
  { term: 'Milk Chocolate Bar', weight: 4 },
  { term: 'Stoneground Mill', weight: 40 },
  { term: 'Crème Fraîche', weight: 7 },
  { term: 'Half Fat Crème Fraîche', weight: 3 },
  { term: 'Fernleaf Semi Skimmed Milk', weight: 3, secondary: true },
  { term: "Shepherd's Pie", weight: 5 },
]);

describe('the term suggestion index', () => {
  it('puts the exact phrase first, then phrases starting with it, then word matches', () => {
    expect(index.suggest('milk')).toEqual([
      'milk',
      'milk, butter & eggs',
      'milk chocolate bar',
      'semi skimmed milk',
      'fernleaf semi skimmed milk',
    ]);
  });

  it('ranks by how many products a phrase leads to within a tier', () => {
    expect(index.suggest('mil').slice(0, 4)).toEqual([
      'milk, butter & eggs',
      'milk',
      'milk chocolate bar',
      'stoneground mill',
    ]);
  });

  it('matches every word as a word prefix, in any order', () => {
    expect(index.suggest('skim sem')).toEqual(['semi skimmed milk', 'fernleaf semi skimmed milk']);
    expect(index.suggest('fern milk')).toEqual(['fernleaf semi skimmed milk']);
  });

  it('ignores case, accents and apostrophes', () => {
    expect(index.suggest('CREME FR')).toEqual(['crème fraîche', 'half fat crème fraîche']);
    expect(index.suggest('shepherds')).toEqual(["shepherd's pie"]);
  });

  it('gives nothing under two characters or for nothing useful', () => {
    expect(index.suggest('m')).toEqual([]);
    expect(index.suggest('   ')).toEqual([]);
    expect(index.suggest('<b></b>')).toEqual([]);
    expect(index.suggest('zzz')).toEqual([]);
  });

  it('returns at most 10', () => {
    const big = buildTermIndex(Array.from({ length: 50 }, (_, i) => ({ term: `bread ${i}`, weight: i })));
    const terms = big.suggest('bread');
    expect(terms).toHaveLength(10);
    expect(terms[0]).toBe('bread 49');
    expect(big.suggest('bread', 3)).toHaveLength(3);
  });
});

/**
 * The ranking rule written the slow, obvious way: every candidate that
 * matches, sorted by tier and then the within-tier order. The index must
 * give exactly this, however it gets there.
 */
function suggestByRule(sources: readonly TermSource[], term: string, limit: number): string[] {
  const fold = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/['’]/g, '')
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word !== '');
  const merged = new Map<string, { display: string; words: string[]; weight: number; secondary: boolean }>();
  for (const source of sources) {
    const words = fold(source.term);
    if (words.length === 0 || source.weight <= 0) continue;
    const key = words.join(' ');
    const seen = merged.get(key);
    merged.set(key, {
      display: seen?.display ?? source.term.toLowerCase().replace(/\s+/g, ' ').trim(),
      words,
      weight: Math.max(seen?.weight ?? 0, source.weight),
      secondary: (seen?.secondary ?? true) && (source.secondary ?? false),
    });
  }
  const queryWords = fold(term.replace(/\s+/g, ' ').trim());
  const query = queryWords.join(' ');
  if (query.length < 2) return [];
  const tier = (key: string) =>
    key === query ? 0 : key.startsWith(query) ? 1 : ` ${key}`.includes(` ${query}`) ? 2 : 3;
  return [...merged]
    .filter(([, c]) => queryWords.every((word) => c.words.some((own) => own.startsWith(word))))
    .sort(
      ([keyA, a], [keyB, b]) =>
        tier(keyA) - tier(keyB) ||
        Number(a.secondary) - Number(b.secondary) ||
        b.weight - a.weight ||
        keyA.length - keyB.length ||
        (keyA < keyB ? -1 : keyA > keyB ? 1 : 0),
    )
    .slice(0, Math.min(limit, 10))
    .map(([, c]) => c.display);
}

describe('the index against the ranking rule', () => {
  // A small alphabet, so words share two- and three-letter prefixes and queries often match.
  const word = fc.stringMatching(/^[abc]{1,5}$/);
  const phrase = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' '));
  const source = fc.record({ term: phrase, weight: fc.integer({ min: 0, max: 4 }), secondary: fc.boolean() });
  const query = fc.oneof(
    phrase,
    fc.array(fc.stringMatching(/^[abc]{1,3}$/), { minLength: 1, maxLength: 3 }).map((words) => words.join(' ')),
  );

  it('suggests exactly what the rule ranks, for any vocabulary, query and limit', () => {
    fc.assert(
      fc.property(
        fc.array(source, { maxLength: 60 }),
        query,
        fc.integer({ min: 0, max: 12 }),
        (sources, term, limit) => {
          expect(buildTermIndex(sources).suggest(term, limit)).toEqual(suggestByRule(sources, term, limit));
        },
      ),
      { numRuns: 400 },
    );
  });
});
