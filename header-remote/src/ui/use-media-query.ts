import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept up to date as the window changes. `fallback` is the answer
 * on a server (which has no screen) and where matchMedia is missing: each caller says which
 * layout is the safe one.
 */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = typeof window === 'undefined' ? undefined : window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = useCallback(
    () => (typeof window === 'undefined' ? fallback : (window.matchMedia?.(query).matches ?? fallback)),
    [query, fallback],
  );
  return useSyncExternalStore(subscribe, matches, () => fallback);
}
