import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { currentSection, LATEST_JSON, README, sectionText } from './latest-section.ts';
import type { BenchResults } from './results.ts';

const ROOT = path.join(import.meta.dirname, '..', '..', '..');
const results = JSON.parse(readFileSync(path.join(ROOT, LATEST_JSON), 'utf8')) as BenchResults;

describe("the bench's table in its README", () => {
  it('is the latest results, as the bench writes them (run `node bench/src/report/latest-section.ts` after editing latest.json)', async () => {
    const doc = readFileSync(path.join(ROOT, README), 'utf8');
    expect(currentSection(doc)).toBe(await sectionText(results, path.join(ROOT, README)));
  });

  it('changes when a figure in the results does', async () => {
    const file = path.join(ROOT, README);
    const changed: BenchResults = { ...results, seconds: results.seconds + 1 };
    expect(await sectionText(changed, file)).not.toBe(await sectionText(results, file));
  });
});
