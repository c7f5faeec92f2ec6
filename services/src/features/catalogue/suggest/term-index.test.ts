import { describe, expect, it } from 'vitest';
import { buildTermIndex } from './term-index.ts';

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
