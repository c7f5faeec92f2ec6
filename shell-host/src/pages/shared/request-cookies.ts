import { createContext, useContext, useSyncExternalStore } from 'react';
import { hasTokenSessionIndicator } from '../../api/token-session-indicator.ts';

/**
 * The page request's Cookie header, given by the server's render (src/server/render-page.tsx);
 * undefined in the browser, where the page reads `document.cookie`. A page's first render must
 * be the same on the server and in the browser (it hydrates the server's HTML), so what it reads
 * from the cookies comes from the same cookies on both: the request's, and the page's own.
 */
export const RequestCookies = createContext<string | undefined>(undefined);

/** The cookies the first render reads: the request's on the server, `document.cookie` in the browser. */
export function useRequestCookies(): string | undefined {
  return useContext(RequestCookies);
}

const noChanges = () => () => {};

/**
 * Whether the token-session indicator cookie is set, the same on the server (from the request)
 * and in the browser's hydrating render; read again at every later render.
 */
export function useTokenSessionIndicator(): boolean {
  const requestCookies = useRequestCookies();
  return useSyncExternalStore(
    noChanges,
    () => hasTokenSessionIndicator(),
    () => hasTokenSessionIndicator(requestCookies),
  );
}
