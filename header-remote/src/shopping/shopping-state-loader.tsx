import { useStore } from 'jotai';
import { useEffect } from 'react';
import { useHeaderConfig } from '../lib/header-config.tsx';

/**
 * Starts the header's session, trolley and slot loading after the first
 * paint, from a separate chunk: the closed header renders its loading states
 * without waiting for ky or any of the calls.
 */
export function ShoppingStateLoader() {
  const store = useStore();
  const config = useHeaderConfig();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('./start-shopping-state.ts')
      .then(({ startShoppingState }) => {
        if (!cancelled) stop = startShoppingState(store, config);
      })
      .catch((error: unknown) => config.logger.error('Could not load the shopping state', { error: String(error) }));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [store, config]);
  return null;
}
