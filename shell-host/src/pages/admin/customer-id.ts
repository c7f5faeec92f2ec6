import * as z from '@grocer/shared-contracts/zod';

const ADMIN_CUSTOMERS = '/admin/customers/';

/** A customer id as the services issue them (`C-1002`, `C-5000001`); anything else is not a customer page. */
const CustomerId = z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/));

/** The customer id of an admin customer-details path (`/admin/customers/C-1002`), or null. */
export function customerIdFromPath(pathname: string): string | null {
  if (!pathname.startsWith(ADMIN_CUSTOMERS)) return null;
  const rest = pathname.slice(ADMIN_CUSTOMERS.length).replace(/\/$/, '');
  let decoded: string;
  try {
    decoded = decodeURIComponent(rest);
  } catch {
    return null;
  }
  const parsed = CustomerId.safeParse(decoded);
  return parsed.success ? parsed.data : null;
}

/** The admin customer-details page for a customer (what return-to-admin answers). */
export function adminCustomerPath(customerId: string): string {
  return `${ADMIN_CUSTOMERS}${encodeURIComponent(customerId)}`;
}
