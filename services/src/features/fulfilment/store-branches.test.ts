import { existsSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_BRANCHES } from './demo-branches.ts';
import { readStoreBranches, STORES_FILE, storeBranches } from './store-branches.ts';

const HEADER = 'id,store_name,add_one,add_two,town,postcode,lat_wgs,long_wgs,size_band';
const BANDS = {
  small: '< 3,013 ft2 (280m2)',
  medium: '3,013 < 15,069 ft2 (280 < 1,400 m2)',
  large: '15,069 < 30,138 ft2 (1,400 < 2,800 m2)',
  largest: '30,138 ft2 > (2,800 m2)',
} as const;
const quote = (field: string) => `"${field.replaceAll('"', '""')}"`;

describe('the stores file’s collection branches', () => {
  it('finds the file beside the repository, in ../shared/data', () => {
    expect(existsSync(STORES_FILE)).toBe(true);
  });

  it('gives more than 150 real supermarkets, each collecting groceries, none sharing a name or id', () => {
    const stores = readStoreBranches(STORES_FILE, DEMO_BRANCHES);
    expect(stores.length).toBeGreaterThan(150);
    const names = [...DEMO_BRANCHES, ...stores].map((branch) => branch.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const ids = [...DEMO_BRANCHES, ...stores].map((branch) => branch.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const store of stores) {
      expect(store.services).toContain('GROCERY_COLLECTION');
      expect(store.services).not.toContain('DELIVERY');
      expect(store.name).not.toMatch(/^(Little )?Waitrose\b/);
      expect(store.postcode).toMatch(/^[A-Z]{1,2}[0-9][A-Z0-9]? [0-9][A-Z]{2}$/);
    }
    expect(stores.some((store) => store.services.includes('ENTERTAINING_COLLECTION'))).toBe(true);
  });

  it('has none when the file is not there, so the seed keeps only the invented branches', () => {
    expect(readStoreBranches(`${STORES_FILE}.missing`, DEMO_BRANCHES)).toEqual([]);
    expect(storeBranches('', DEMO_BRANCHES)).toEqual([]);
    expect(storeBranches('name,town\nBath,Bath\n', DEMO_BRANCHES)).toEqual([]);
  });

  it('takes exactly the valid supermarkets of 1,400 m² and more, first of a name, entertaining from 2,800 m²', () => {
    const store = fc.record({
      id: fc.oneof(fc.integer({ min: 1, max: 99_999 }).map(String), fc.constantFrom('', 'x1')),
      fascia: fc.constantFrom('Waitrose ', 'Little Waitrose ', 'Waitrose at ', 'Sainsbury ', ''),
      place: fc.constantFrom('Bath', 'Alton', 'Ely', 'Hove, East', 'St Ives', "Bishop's Stortford", 'Kew'),
      postcode: fc.constantFrom('BA1 1AA', 'SW1A 2AA', 'M1 1AE', 'bad', ''),
      band: fc.constantFrom(...Object.values(BANDS)),
    });
    fc.assert(
      fc.property(fc.array(store, { maxLength: 12 }), (rows) => {
        const csv = [
          HEADER,
          ...rows.map((row) =>
            [
              row.id,
              quote(`${row.fascia}${row.place}`),
              '1 High St',
              '',
              quote(row.place),
              row.postcode,
              '51',
              '-1',
              quote(row.band),
            ].join(','),
          ),
        ].join('\n');
        const chosen = storeBranches(csv, DEMO_BRANCHES);

        const taken = new Set(DEMO_BRANCHES.map((branch) => branch.name.toLowerCase()));
        // The invented branches' ids are taken too: a store with one of them would be two branches under one id.
        const ids = new Set(DEMO_BRANCHES.map((branch) => branch.id));
        const expected = rows.filter((row) => {
          const valid =
            row.fascia === 'Waitrose ' &&
            (row.band === BANDS.large || row.band === BANDS.largest) &&
            /^[0-9]+$/.test(row.id) &&
            row.postcode.includes(' ') &&
            !taken.has(row.place.toLowerCase()) &&
            !ids.has(row.id);
          if (valid) {
            taken.add(row.place.toLowerCase());
            ids.add(row.id);
          }
          return valid;
        });
        expect(chosen.map((branch) => [branch.id, branch.name, branch.city, branch.postcode])).toEqual(
          expected.map((row) => [row.id, row.place, row.place, row.postcode]),
        );
        expect(chosen.map((branch) => branch.services.includes('ENTERTAINING_COLLECTION'))).toEqual(
          expected.map((row) => row.band === BANDS.largest),
        );
      }),
    );
  });
});
