import { Address, type NewAddress } from '@grocer/shared-contracts/domain';
import type { Database, Queryable } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { conflict } from './fulfilment-errors.ts';

/** Enough for home, work and family; stops a script filling the table. */
export const MAX_ADDRESSES_PER_CUSTOMER = 20;

export type AddressRow = {
  id: string;
  name: string;
  line1: string;
  line2: string;
  town: string;
  region: string;
  postal_code: string;
};

const COLUMNS = 'id, name, line1, line2, town, region, postal_code';

export const toAddress = (row: AddressRow): Address =>
  Address.parse({
    id: row.id,
    name: row.name,
    line1: row.line1,
    line2: row.line2,
    town: row.town,
    region: row.region,
    postalCode: row.postal_code,
  });

/** The postcode area: its leading letters ('SW1A 1AA' → 'SW', 'M20 2QT' → 'M'). */
export const postcodeArea = (postcode: string): string => /^[A-Z]+/.exec(postcode.toUpperCase())?.[0] ?? '';

/** The caller's own address, or 404 — another customer's address does not exist for them. */
export async function findOwnAddress(db: Queryable, customerId: string, addressId: string): Promise<Address> {
  const [row] = await db.query<AddressRow>(`select ${COLUMNS} from addresses where id = $1 and customer_id = $2`, [
    addressId,
    customerId,
  ]);
  if (!row) throw notFound(`No address ${addressId} for this customer.`);
  return toAddress(row);
}

export async function listOwnAddresses(db: Queryable, customerId: string): Promise<Address[]> {
  const rows = await db.query<AddressRow>(
    `select ${COLUMNS} from addresses where customer_id = $1 order by created_at, id`,
    [customerId],
  );
  return rows.map(toAddress);
}

/** Adds an address (already validated and normalised by `NewAddress`). */
export async function createAddress(
  db: Database,
  customerId: string,
  input: Required<NewAddress>,
  now: Date,
): Promise<Address> {
  return db.transaction(async (tx) => {
    // Locking the customer makes the limit hold under concurrent requests.
    await tx.query('select id from customers where id = $1 for update', [customerId]);
    const [count] = await tx.query<{ n: number }>('select count(*)::int as n from addresses where customer_id = $1', [
      customerId,
    ]);
    if ((count?.n ?? 0) >= MAX_ADDRESSES_PER_CUSTOMER) {
      throw conflict(
        'address_limit_reached',
        `You can keep up to ${MAX_ADDRESSES_PER_CUSTOMER} addresses. Remove one before adding another.`,
      );
    }
    const [row] = await tx.query<AddressRow>(
      `insert into addresses (id, customer_id, name, line1, line2, town, region, postal_code, created_at)
       values ('A-' || nextval('address_number'), $1, $2, $3, $4, $5, $6, $7, $8)
       returning ${COLUMNS}`,
      [customerId, input.name, input.line1, input.line2, input.town, input.region, input.postalCode, now],
    );
    if (!row) throw new Error('Inserting an address returned no row');
    return toAddress(row);
  });
}
