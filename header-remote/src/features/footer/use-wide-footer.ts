import { BREAKPOINTS } from '@grocer/shared-contracts';
import { useMediaQuery } from '../../ui/use-media-query.ts';

/** From md up the footer's groups sit side by side, open; below it each one is a disclosure. */
const WIDE = `(min-width: ${BREAKPOINTS.md}px)`;

/** Whether the footer lays its groups out for a wide screen (true on a server, which has no screen). */
export function useWideFooter(): boolean {
  return useMediaQuery(WIDE, true);
}
