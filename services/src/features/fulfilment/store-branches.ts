import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from '../../db/paths.ts';
import { csvRows } from './csv-rows.ts';
import type { DemoBranch } from './demo-branches.ts';

/**
 * Geolytix Retail Points (open data; attribution: Geolytix, with Ordnance Survey, Royal Mail and
 * ONS data, © Crown copyright), read where it lies beside the repository, `../shared/data`.
 * It is never copied into the repository: without it the seed has only the invented branches.
 */
export const STORES_FILE = path.join(PACKAGE_ROOT, '..', '..', 'shared', 'data', 'waitrose-stores.csv');

const COLUMNS = ['id', 'store_name', 'add_one', 'add_two', 'town', 'postcode', 'size_band'] as const;
type StoreRow = Record<(typeof COLUMNS)[number], string>;

const STORE_ID = /^[0-9]{1,20}$/;
const POSTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]? [0-9][A-Z]{2}$/;
/** Supermarkets of 1,400 m² and more collect grocery orders; those of 2,800 m² and more, entertaining ones too. */
const COLLECTS_GROCERIES = ['15,069 < 30,138 ft2', '30,138 ft2 >'];
const COLLECTS_ENTERTAINING = ['30,138 ft2 >'];
const SUPERMARKET = 'Waitrose ';
/** 'Waitrose at …' are motorway services: no collection counter. */
const MOTORWAY_SERVICES = 'Waitrose at ';

function storeRows(text: string): StoreRow[] {
  const [header = [], ...rows] = csvRows(text);
  const positions = COLUMNS.map((column) => header.indexOf(column));
  if (positions.some((position) => position < 0)) return [];
  return rows.map(
    (row) =>
      Object.fromEntries(
        COLUMNS.map((column, index) => [column, (row[positions[index] ?? -1] ?? '').trim()]),
      ) as StoreRow,
  );
}

/**
 * The collection branches the stores file gives: the Waitrose supermarkets of 1,400 m² and more
 * (not Little Waitrose, not motorway services), named by their place ('Waitrose Abergavenny' is
 * 'Abergavenny') and keyed by their Geolytix id. A store named like one of `invented` is left
 * out, so a name in the branch chooser means one branch; so is a row that is not plainly valid.
 * Collection only: deliveries stay with the invented branches' postcode areas.
 */
export function storeBranches(text: string, invented: readonly DemoBranch[]): DemoBranch[] {
  const taken = new Set(invented.map((branch) => branch.name.toLowerCase()));
  const ids = new Set(invented.map((branch) => branch.id));
  const branches: DemoBranch[] = [];
  for (const row of storeRows(text)) {
    const name = row.store_name.slice(SUPERMARKET.length).trim();
    const collects = COLLECTS_GROCERIES.some((band) => row.size_band.startsWith(band));
    if (
      !row.store_name.startsWith(SUPERMARKET) ||
      row.store_name.startsWith(MOTORWAY_SERVICES) ||
      !collects ||
      name === '' ||
      !STORE_ID.test(row.id) ||
      !POSTCODE.test(row.postcode) ||
      taken.has(name.toLowerCase()) ||
      ids.has(row.id)
    ) {
      continue;
    }
    taken.add(name.toLowerCase());
    ids.add(row.id);
    const entertaining = COLLECTS_ENTERTAINING.some((band) => row.size_band.startsWith(band));
    branches.push({
      id: row.id,
      name,
      address1: row.add_one || row.add_two || name,
      city: row.town || name,
      postcode: row.postcode,
      phone: null,
      services: entertaining ? ['GROCERY_COLLECTION', 'ENTERTAINING_COLLECTION'] : ['GROCERY_COLLECTION'],
    });
  }
  return branches;
}

/** The stores file's branches, or none when the file is not there (a machine without ../shared/data). */
export function readStoreBranches(file: string, invented: readonly DemoBranch[]): DemoBranch[] {
  return existsSync(file) ? storeBranches(readFileSync(file, 'utf8'), invented) : [];
}
