import { TOKEN_SESSION_COOKIE } from '@grocer/shared-contracts/domain';

/**
 * Whether the readable token-session indicator (X-Has-Token-Session=true,
 * decision 007) is set. The services set it beside the httpOnly token cookie,
 * and cookies ignore ports, so the pages of the site see it. Without it there
 * is no session to ask for: the page is signed out without a call (and
 * without the browser logging the token endpoint's 401 as an error).
 */
export function hasTokenSessionIndicator(cookies: string = typeof document === 'undefined' ? '' : document.cookie) {
  return cookies.split(';').some((cookie) => {
    const [name = '', ...value] = cookie.trim().split('=');
    return name === TOKEN_SESSION_COOKIE && value.join('=') === 'true';
  });
}
