import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkBudgets, readBudgets } from '../bench/src/weight/budgets.ts';
import { defaultDirs, measureWeight, weightFigures, type WeightReport } from '../bench/src/weight/measure-weight.ts';
import { buildApps } from './build.ts';
import { ROOT } from './processes.ts';

/**
 * The weight budgets of bench/budgets.json, held after the production build
 * (the test command builds first). Bytes are exact for a given build, so this
 * can fail; timings are never asserted anywhere. `npm run bench -- --only
 * weight` prints the same figures with the biggest contributors.
 */
const dirs = defaultDirs(ROOT);
let report: WeightReport;

describe('the weight of the header and the host', () => {
  beforeAll(async () => {
    const built = ['mf-manifest.json', '../../shell-host/dist/index.html'].every((file) =>
      existsSync(path.join(dirs.remoteDist, file)),
    );
    if (!built) expect(await buildApps()).toBe(0);
    report = measureWeight(dirs);
  }, 180_000);

  it('counts the ./mount expose, the header’s stylesheet and neither React nor jotai in the closed header’s critical path', () => {
    const reasons = report.remoteCritical.files.map((file) => file.why);
    expect(reasons).toContain('./mount expose');
    // The header's markup is in the first HTML, so its stylesheet is on the path; its code, and the jotai it uses, load on intent.
    expect(
      report.remoteCritical.files.some(
        (file) => file.file.endsWith('.css') && file.why.includes("header's stylesheet"),
      ),
    ).toBe(true);
    expect(reasons.some((why) => /react|jotai/.test(why))).toBe(false);
  });

  it('stays within every budget in bench/budgets.json, and every figure has one', () => {
    const checks = checkBudgets(weightFigures(report), readBudgets());
    const problems = checks
      .filter((check) => check.status !== 'within')
      .map((check) => `${check.name}: ${check.measured} bytes, budget ${check.budget ?? 'none'}`);
    expect(problems).toEqual([]);
  });
});
