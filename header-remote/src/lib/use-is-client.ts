import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const onClient = () => true;
const onServer = () => false;

/**
 * False while rendering on the server and while hydrating the server's HTML,
 * true after (and always in a browser-only render): for what only the browser
 * can decide (its user agent, its cookies), rendered once hydration is done so
 * the hydrating render equals the server's.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(noSubscription, onClient, onServer);
}
