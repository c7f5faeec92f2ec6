import { useMemo, useSyncExternalStore } from 'react';
import { atom, useStore } from 'jotai';

/**
 * The page's URL as the server knew it when it rendered the header
 * (HeaderInitialState.pageUrl), or null. The server render and the hydrating
 * render both use it, so links built from the page (sign in) agree.
 */
export const serverPageUrlAtom = atom<string | null>(null);

// The page's URL is read on every render, as before; nothing to subscribe to.
const noSubscription = () => () => {};
const browserHref = () => window.location.href;

/**
 * The page's URL: the browser's, except while rendering on the server and
 * while hydrating, when it is the server's (null when the server was not told).
 * Never `window.location` during a server render.
 */
export function usePageUrl(): URL | null {
  const store = useStore();
  const href = useSyncExternalStore(noSubscription, browserHref, () => store.get(serverPageUrlAtom));
  return useMemo(() => (href === null ? null : new URL(href)), [href]);
}
