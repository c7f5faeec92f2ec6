import { DEMO_PASS_ACTIVE_SHOPPER, DEMO_PASS_AVAILABLE_SHOPPER } from '../features/fulfilment/demo-fulfilment.ts';
import { DEMO_PASSWORD, DEMO_TROLLEY_ACCOUNTS } from '../features/orders/demo-accounts.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';

type PublishedAccount = { readonly id: string; readonly email: string; readonly password: string };

/**
 * Every account the demo seed adds, whichever feature's demo data it comes from: their emails and
 * passwords are published (services/README.md), so production refuses them.
 */
export const EVERY_DEMO_ACCOUNT: readonly PublishedAccount[] = [
  ...DEMO_ACCOUNTS,
  DEMO_PASS_ACTIVE_SHOPPER,
  DEMO_PASS_AVAILABLE_SHOPPER,
  ...DEMO_TROLLEY_ACCOUNTS.map((account) => ({ ...account, password: DEMO_PASSWORD })),
];

const comparable = (password: string): string => password.normalize('NFKC').trim().toLowerCase();
const PUBLISHED_PASSWORDS = new Set(EVERY_DEMO_ACCOUNT.map((account) => comparable(account.password)));

/** A password anyone who read the README could type, in any case or spacing. */
export const isPublishedDemoPassword = (password: string): boolean => PUBLISHED_PASSWORDS.has(comparable(password));
