import { atom } from 'jotai';

/**
 * Whether the Multi-search dialog is open. The masthead's launcher
 * (features/multi-search) owns the one dialog and opens it on its press; where
 * the masthead has no room for that button (below sm, 544px, so at 400 % zoom
 * too), the mobile menu offers "Multi-search" and opens the same dialog
 * through this atom (WCAG 1.4.10, reflow).
 */
export const multiSearchOpenAtom = atom(false);
