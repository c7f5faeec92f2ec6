import type { SupportAction } from '@grocer/shared-contracts/domain';

/** What the admin page calls each kind of support action, in the audit's table and its filter. */
export const SUPPORT_ACTION_TEXT: Readonly<Record<SupportAction, string>> = {
  sign_on: 'Signed on as customer',
  return_to_admin: 'Returned to admin',
  sign_out: 'Signed out',
  expired: 'Session ran out',
  support_session_ended: 'Ended with the support sign-in',
  sign_on_refused: 'Sign-on refused',
};
