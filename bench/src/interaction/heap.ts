/**
 * Heap after load and after many open/close cycles: a leak shows as growth
 * that a forced garbage collection does not take back.
 */
import type { CDPSession, Page } from 'playwright-core';
import { watchFor } from './in-page-timing.ts';
import { MENU_BUTTON, MENU_FIRST_LEVEL, MODAL_CLOSE, MULTI_SEARCH_BUTTON } from './targets.ts';

/** Used JS heap in bytes, after two forced collections (the second catches what the first's finalisers freed). */
export async function heapUsed(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

export type HeapCycles = { readonly before: number; readonly after: number };

/** The menu's button is marked by the interaction part (data-bench-menu) so its state can be watched. */
export const MENU_MARK = 'data-bench-menu';
export const MENU_COLLAPSED = { selector: `[${MENU_MARK}][aria-expanded="false"]` };

/** Closes the menu with Escape, as a keyboard user would; a second press of the button if Escape is not handled. */
export async function closeMenu(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  const closed = await watchFor(page, MENU_COLLAPSED, 2_000).then(
    () => true,
    () => false,
  );
  if (closed) return;
  await page.getByRole(MENU_BUTTON.role, { name: MENU_BUTTON.name, exact: true }).click();
  await watchFor(page, MENU_COLLAPSED);
}

export async function cycleMenu(page: Page, cdp: CDPSession, cycles: number): Promise<HeapCycles> {
  const button = page.getByRole(MENU_BUTTON.role, { name: MENU_BUTTON.name, exact: true });
  const before = await heapUsed(cdp);
  for (let cycle = 0; cycle < cycles; cycle += 1) {
    await button.click();
    await watchFor(page, MENU_FIRST_LEVEL);
    await closeMenu(page);
  }
  return { before, after: await heapUsed(cdp) };
}

export async function cycleModal(page: Page, cdp: CDPSession, cycles: number): Promise<HeapCycles> {
  const open = page.getByRole(MULTI_SEARCH_BUTTON.role, { name: MULTI_SEARCH_BUTTON.name, exact: true });
  const dialog = page.getByRole('dialog', { name: MULTI_SEARCH_BUTTON.name });
  const before = await heapUsed(cdp);
  for (let cycle = 0; cycle < cycles; cycle += 1) {
    await open.click();
    await dialog.waitFor({ state: 'visible' });
    await dialog.getByRole(MODAL_CLOSE.role, { name: MODAL_CLOSE.name, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }
  return { before, after: await heapUsed(cdp) };
}
