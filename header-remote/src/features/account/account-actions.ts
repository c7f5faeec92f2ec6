/**
 * What the account menu's Sign out and Return to admin buttons do. Loaded
 * with `import()` on first press: ky stays out of the closed header's
 * critical JavaScript. Each resolves true once the page is on its way.
 */
import { ROUTES } from '@grocer/shared-contracts';
import { safeSitePath } from '@grocer/shared-contracts/domain';
import type { HeaderConfig } from '../../lib/header-config.tsx';
import { navigateTo } from '../../lib/navigate.ts';
import { sessionClientFor, type Store } from '../../shopping/session-client.ts';
import { postReturnToAdmin } from './api/post-return-to-admin.ts';
import { postSignOut } from './api/post-sign-out.ts';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Ends the session, then shows the host's log-out page. */
export async function signOut(store: Store, config: HeaderConfig): Promise<boolean> {
  try {
    await postSignOut(sessionClientFor(config, store));
  } catch (error) {
    config.logger.error(`Sign out error: ${messageOf(error)}`);
    config.emit('header_error', { code: 'sign_out_failed', message: messageOf(error) });
    return false;
  }
  navigateTo(ROUTES.logout);
  return true;
}

/**
 * A support user acting for a customer goes back to the admin application's
 * customer page (spec section 6): only ever a path on this site, whatever the
 * answer says. Failure is logged as the spec words it (section 8).
 */
export async function returnToAdmin(store: Store, config: HeaderConfig): Promise<boolean> {
  try {
    const { redirectUrl } = await postReturnToAdmin(sessionClientFor(config, store));
    const target = safeSitePath(redirectUrl, '');
    if (target === '') throw new Error(`Refused to leave the site for ${JSON.stringify(redirectUrl)}`);
    navigateTo(target);
    return true;
  } catch (error) {
    config.logger.error(`Return to admin error: ${messageOf(error)}`);
    config.emit('header_error', { code: 'return_to_admin_failed', message: messageOf(error) });
    return false;
  }
}
