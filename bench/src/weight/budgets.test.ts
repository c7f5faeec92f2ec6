import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { budgetFor, budgetsFrom, checkBudgets, parseBudgets, readBudgets } from './budgets.ts';

const budgets = parseBudgets(
  JSON.stringify({
    note: 'test',
    figures: { 'a.gzip': { budget: 100, why: 'because' }, 'b.gzip': { budget: 50, why: 'because' } },
  }),
);

describe('weight budgets', () => {
  it('passes a figure at its budget and fails one a byte over', () => {
    expect(checkBudgets({ 'a.gzip': 100, 'b.gzip': 51 }, budgets)).toEqual([
      { name: 'a.gzip', measured: 100, budget: 100, status: 'within' },
      { name: 'b.gzip', measured: 51, budget: 50, status: 'over' },
    ]);
  });

  it('reports a figure that has no budget, so a new figure must get one', () => {
    expect(checkBudgets({ 'c.brotli': 1 }, budgets)).toEqual([
      { name: 'c.brotli', measured: 1, budget: undefined, status: 'no budget' },
    ]);
  });

  it('refuses a malformed budget file rather than treating it as no budgets', () => {
    expect(() => parseBudgets('{"figures":{"a.gzip":{"budget":"100","why":"x"}}}')).toThrow(/a.gzip/);
    expect(() => parseBudgets('{"figures":{"a.gzip":{"budget":1.5,"why":"x"}}}')).toThrow(/a.gzip/);
    expect(() => parseBudgets('[]')).toThrow(/figures/);
  });

  it('gives a new budget a small margin that always covers the figure', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), (measured) => {
        const budget = budgetFor(measured);
        expect(budget).toBeGreaterThan(measured);
        expect(budget % 256).toBe(0);
        expect(budget - measured).toBeLessThanOrEqual(measured * 0.02 + 257);
      }),
    );
  });

  it('keeps each figure’s reason when re-baselining', () => {
    const next = budgetsFrom({ 'a.gzip': 1000, 'd.gzip': 10 }, budgets);
    expect(next.figures['a.gzip']).toEqual({ budget: 1024, why: 'because' });
    expect(next.figures['d.gzip']?.why).toMatch(/2%/);
  });

  it('the committed budgets.json is well formed', () => {
    expect(Object.keys(readBudgets().figures).length).toBeGreaterThan(0);
  });
});
