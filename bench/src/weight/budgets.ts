/**
 * bench/budgets.json: a byte limit per weight figure. The test command fails
 * when a figure grows past its limit (weight-budgets.test.ts). Limits are
 * today's figure plus a small margin; tighten them as the code improves, and
 * raise one only with the reason written in its `why`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const BUDGETS_FILE = path.join(import.meta.dirname, '..', '..', 'budgets.json');

export type Budget = { readonly budget: number; readonly why: string };
export type Budgets = { readonly note: string; readonly figures: Readonly<Record<string, Budget>> };

export type BudgetCheck = {
  readonly name: string;
  readonly measured: number;
  readonly budget: number | undefined;
  readonly status: 'within' | 'over' | 'no budget';
};

function isBudget(value: unknown): value is Budget {
  if (typeof value !== 'object' || value === null) return false;
  const { budget, why } = value as Record<string, unknown>;
  return typeof budget === 'number' && Number.isInteger(budget) && budget >= 0 && typeof why === 'string';
}

/** Reads and checks the file's shape; a malformed file is an error, never "no budgets". */
export function parseBudgets(text: string): Budgets {
  const json = JSON.parse(text) as unknown;
  if (typeof json !== 'object' || json === null) throw new Error('budgets.json must hold an object');
  const { note, figures } = json as Record<string, unknown>;
  if (typeof figures !== 'object' || figures === null) throw new Error('budgets.json needs a "figures" object');
  for (const [name, entry] of Object.entries(figures)) {
    if (!isBudget(entry)) throw new Error(`budgets.json: ${name} needs a whole "budget" in bytes and a "why"`);
  }
  return { note: typeof note === 'string' ? note : '', figures: figures as Record<string, Budget> };
}

export function readBudgets(file = BUDGETS_FILE): Budgets {
  return parseBudgets(readFileSync(file, 'utf8'));
}

/** Every measured figure against its budget; a figure without one is reported, so a new figure must get one. */
export function checkBudgets(figures: Readonly<Record<string, number>>, budgets: Budgets): BudgetCheck[] {
  return Object.entries(figures).map(([name, measured]) => {
    const budget = budgets.figures[name]?.budget;
    const status = budget === undefined ? 'no budget' : measured > budget ? 'over' : 'within';
    return { name, measured, budget, status };
  });
}

/** The margin a new budget gets over today's figure: 2% rounded up to the next 256 bytes, at least 256 bytes. */
export function budgetFor(measured: number): number {
  return Math.ceil((measured * 1.02 + 1) / 256) * 256;
}

/**
 * Budgets at today's figures plus the margin, keeping each figure's reason.
 * For `--write-budgets`: after a deliberate change, re-baseline and say why in the commit.
 */
export function budgetsFrom(figures: Readonly<Record<string, number>>, previous: Budgets | undefined): Budgets {
  const entries = Object.entries(figures).map(([name, measured]) => {
    const why = previous?.figures[name]?.why ?? 'Today’s figure plus 2%, rounded up to 256 bytes.';
    return [name, { budget: budgetFor(measured), why }] as const;
  });
  return { note: previous?.note ?? '', figures: Object.fromEntries(entries) };
}

export function writeBudgets(budgets: Budgets, file = BUDGETS_FILE): void {
  writeFileSync(file, `${JSON.stringify(budgets, null, 2)}\n`);
}
