/** Test and story support for the admin pages: the support user who signs in to them. */
import { json, tokenAnswer } from '../../../api/testing/fake-services.ts';

/** The support user's own token, never a customer's. */
export const SUPPORT_TOKEN = 'support-own-token-0123456789';

/** The services' answer to the support user's sign-in. */
export const supportSignedIn = () => json(tokenAnswer(SUPPORT_TOKEN, { customerId: 'S-2001', role: 'support' }));
