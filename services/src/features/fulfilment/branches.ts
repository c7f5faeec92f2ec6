import { type BookableSlotType, Branch } from '@grocer/shared-contracts/domain';
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';

export type BranchRow = {
  id: string;
  name: string;
  address1: string;
  city: string;
  postcode: string;
  phone: string | null;
  offers_delivery: boolean;
  offers_grocery_collection: boolean;
  offers_entertaining_collection: boolean;
};

const COLUMNS = `id, name, address1, city, postcode, phone,
  offers_delivery, offers_grocery_collection, offers_entertaining_collection`;

/** The column saying whether a branch offers a slot type. */
const OFFERS: Readonly<Record<BookableSlotType, keyof BranchRow>> = {
  DELIVERY: 'offers_delivery',
  GROCERY_COLLECTION: 'offers_grocery_collection',
  ENTERTAINING_COLLECTION: 'offers_entertaining_collection',
};

export const offers = (branch: BranchRow, slotType: BookableSlotType): boolean => branch[OFFERS[slotType]] === true;

export function toBranch(row: BranchRow): Branch {
  const slotTypes = (Object.keys(OFFERS) as BookableSlotType[]).filter((slotType) => offers(row, slotType));
  return Branch.parse({
    id: row.id,
    name: row.name,
    contactDetails: { address1: row.address1, postcode: row.postcode, city: row.city, phone: row.phone },
    slotTypes,
  });
}

export async function findBranchRow(db: Queryable, branchId: string): Promise<BranchRow> {
  const [row] = await db.query<BranchRow>(`select ${COLUMNS} from branches where id = $1`, [branchId]);
  if (!row) throw notFound(`No branch ${branchId}.`);
  return row;
}

/** Branches by name, optionally only those offering a slot type. */
export async function listBranchRows(db: Queryable, slotType?: BookableSlotType): Promise<BranchRow[]> {
  const filter = slotType === undefined ? '' : `where ${OFFERS[slotType]}`;
  return db.query<BranchRow>(`select ${COLUMNS} from branches ${filter} order by name, id`);
}

/** The branch that delivers to a postcode area, if any does. */
export async function deliveringBranchId(db: Queryable, area: string): Promise<string | undefined> {
  const [row] = await db.query<{ id: string }>(
    'select id from branches where offers_delivery and $1 = any(delivery_postcode_areas) order by id limit 1',
    [area],
  );
  return row?.id;
}
