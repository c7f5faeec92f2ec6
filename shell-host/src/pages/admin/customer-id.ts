import { CustomerIdText } from '@grocer/shared-contracts/domain';

const ADMIN_CUSTOMERS = '/admin/customers/';

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
  // A customer id as the services take one (`C-1002`); anything else is not a customer page.
  const parsed = CustomerIdText.safeParse(decoded);
  return parsed.success ? parsed.data : null;
}

/** The admin customer-details page for a customer (what return-to-admin answers). */
export function adminCustomerPath(customerId: string): string {
  return `${ADMIN_CUSTOMERS}${encodeURIComponent(customerId)}`;
}
