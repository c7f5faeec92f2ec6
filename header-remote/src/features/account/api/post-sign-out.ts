import { isHTTPError, type KyInstance } from 'ky';

/**
 * POST v1/auth/sign-out with the browser's cookies: the services end the
 * session and clear both token-session cookies (decision 007). A 401 means
 * there was no session left to end, which is what signing out wants.
 */
export async function postSignOut(api: KyInstance): Promise<void> {
  try {
    await api.post('v1/auth/sign-out', {
      credentials: 'include',
      context: { service: 'token', quietStatuses: [401] },
    });
  } catch (error) {
    if (isHTTPError(error) && error.response.status === 401) return;
    throw error;
  }
}
