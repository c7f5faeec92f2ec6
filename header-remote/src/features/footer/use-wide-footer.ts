import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@grocer/shared-contracts';

/** From md up the footer's groups sit side by side, open; below it each one is a disclosure. */
const WIDE = `(min-width: ${BREAKPOINTS.md}px)`;

function subscribe(onChange: () => void) {
  const query = window.matchMedia?.(WIDE);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const isWide = () => window.matchMedia?.(WIDE).matches ?? true;

/** Whether the footer lays its groups out for a wide screen (true on a server, which has no screen). */
export function useWideFooter(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => true);
}
