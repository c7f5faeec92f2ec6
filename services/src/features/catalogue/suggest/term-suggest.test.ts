import { existsSync, readFileSync } from 'node:fs';
import { expect, it, vi } from 'vitest';
import { ServiceError, TERM_SUGGEST_MAX_TERMS, TermSuggestResponse } from '@grocer/shared-contracts/domain';
import { countingDatabase, type CountingDatabase } from '../../../testing/counting-database.ts';
import { describeEachDatabase } from '../../../testing/database-suite.ts';
import { ANONYMOUS, useCatalogueApp } from '../testing/catalogue-test-app.ts';
import { invalidateTermIndex, TERM_INDEX_MAX_AGE_MS, termIndexFor } from './term-index-cache.ts';
import { sharedDataPath } from '../../../../../test-support/shared-data.ts';

const INGREDIENTS = sharedDataPath('bbc-ingredient-names.txt');

describeEachDatabase('GET /term-suggest', (target) => {
  let counting: CountingDatabase | undefined;
  const { app, db, clock } = useCatalogueApp(target, {
    wrap: (opened) => (counting = countingDatabase(opened)),
  });

  const suggestRaw = (term: string | undefined, headers: Record<string, string> = ANONYMOUS) =>
    app().inject({
      method: 'GET',
      url: term === undefined ? '/term-suggest' : `/term-suggest?term=${encodeURIComponent(term)}`,
      headers,
    });
  const suggest = async (term: string | undefined): Promise<string[]> => {
    const response = await suggestRaw(term);
    expect(response.statusCode, response.body).toBe(200);
    return TermSuggestResponse.parse(response.json()).terms;
  };
  const addProduct = (id: string, name: string) =>
    db().query(
      `insert into products (id, line_number, name, brand, category_id, size, uom, price_pence, unit_price_text,
                             service_type, image_colour)
       values ($1, $2, $3, 'Fernleaf', (select id from categories where name = 'Cakes'), 'each', 'C62', 450,
               '£4.50 each', 'GROCERY', '#aa7733')`,
      [id, id.slice(0, 6), name],
    );

  it('suggests catalogue phrases, the exact phrase first', async () => {
    const terms = await suggest('milk');
    expect(terms[0]).toBe('milk');
    expect(terms).toContain('semi skimmed milk');
    expect(terms.every((term) => /\bmilk/.test(term))).toBe(true);
  });

  it('ranks phrases that lead to more products higher', async () => {
    const terms = await suggest('mil');
    expect(terms.indexOf('milk, butter & eggs')).toBeLessThan(terms.indexOf('milk chocolate bar'));
    const [counts] = await db().query<{ dairy: number; chocolate: number }>(
      `select (select count(*) from products p join categories c on c.id = p.category_id
                where c.parent_id = (select id from categories where name = 'Milk, Butter & Eggs'))::int as dairy,
              (select count(*) from products where name like '% Milk Chocolate Bar')::int as chocolate`,
    );
    expect(counts?.dairy).toBeGreaterThan(counts?.chocolate ?? Infinity);
  });

  it('matches the start of any word, ignoring accents and case', async () => {
    expect(await suggest('CREME')).toContain('crème fraîche');
    expect(await suggest('fraich')).toContain('crème fraîche');
    expect(await suggest('hollow oak')).toContain('hollow oak dairy');
  });

  it('returns at most 10', async () => {
    const terms = await suggest('fe');
    expect(terms).toHaveLength(TERM_SUGGEST_MAX_TERMS);
  });

  it('returns nothing under two characters, for no term, or for unknown words', async () => {
    expect(await suggest('m')).toEqual([]);
    expect(await suggest('')).toEqual([]);
    expect(await suggest('   ')).toEqual([]);
    expect(await suggest(undefined)).toEqual([]);
    expect(await suggest('<b>x</b>')).toEqual([]);
    expect(await suggest('qwxz')).toEqual([]);
  });

  it('answers from memory: no database query per request once the index is built', async () => {
    await suggest('warm');
    counting?.reset();
    for (const term of ['mi', 'milk', 'cheese', 'choc', 'crème', 'smoked sal', 'fernleaf', 'zz', 'bread rolls']) {
      for (let i = 0; i < 20; i += 1) await suggest(term);
    }
    expect(counting?.count()).toBe(0);
  });

  it('rebuilds after the catalogue changes (the seed invalidates it)', async () => {
    expect(await suggest('zabaglione')).toEqual([]);
    await addProduct('999001-000000-000001', 'Fernleaf Zabaglione');
    invalidateTermIndex(db());
    expect(await suggest('zabag')).toEqual(['zabaglione', 'fernleaf zabaglione']);
  });

  it('refreshes in the background once the index is old', async () => {
    await suggest('warm');
    await addProduct('999002-000000-000002', 'Fernleaf Quince Tart');
    expect(await suggest('quince')).toEqual([]);
    clock.advance(TERM_INDEX_MAX_AGE_MS + 1);
    // The old index answers at once while a new one is built.
    expect(await suggest('quince')).toEqual([]);
    await vi.waitFor(async () => expect(await suggest('quince')).toEqual(['quince tart', 'fernleaf quince tart']), {
      timeout: 3000,
    });
  });

  it('needs an Authorization header', async () => {
    const response = await suggestRaw('milk', {});
    expect(response.statusCode).toBe(401);
    expect(ServiceError.parse(response.json()).error).toBe('unauthenticated');
  });

  it.runIf(existsSync(INGREDIENTS))('answers 1,000 real ingredient names quickly (timings logged)', async () => {
    const terms = readFileSync(INGREDIENTS, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.length >= 2)
      .slice(0, 1000);
    const index = await termIndexFor(db(), clock.now().getTime());
    const percentile = (samples: number[], p: number) =>
      samples.sort((a, b) => a - b)[Math.floor(samples.length * p)] ?? NaN;

    const direct = terms.map((term) => {
      const started = performance.now();
      index.suggest(term);
      return performance.now() - started;
    });
    const overHttp: number[] = [];
    let answered = 0;
    for (const term of terms) {
      const started = performance.now();
      const found = await suggest(term);
      overHttp.push(performance.now() - started);
      if (found.length > 0) answered += 1;
    }
    console.info(
      `[term-suggest ${target.name}] ${terms.length} terms, ${answered} with suggestions; ` +
        `index p50 ${percentile(direct, 0.5).toFixed(3)} ms, p99 ${percentile(direct, 0.99).toFixed(3)} ms; ` +
        `HTTP (inject) p50 ${percentile(overHttp, 0.5).toFixed(3)} ms, p99 ${percentile(overHttp, 0.99).toFixed(3)} ms`,
    );
    expect(percentile(direct, 0.5)).toBeLessThan(1);
    expect(answered).toBeGreaterThan(100);
  });
});
