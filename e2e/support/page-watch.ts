import type { Page } from '@playwright/test';

/** Collects what went wrong on a page: console errors and uncaught exceptions. */
export function watchForErrors(page: Page): { readonly errors: string[] } {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return { errors };
}

/** Collects the page's console warnings, in order. */
export function consoleWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

export type HeaderEvent = { readonly name: string; readonly payload: unknown };

/** The header's events a fixture page kept in `window.headerEvents` (its onEvent pushes them there). */
export const headerEvents = (page: Page): Promise<HeaderEvent[]> =>
  page.evaluate(() => (window as unknown as { headerEvents: HeaderEvent[] }).headerEvents);

/**
 * Counts React renderers on the page. Every copy of React DOM announces itself
 * to the devtools hook when it loads, so a stand-in hook installed before any
 * script runs sees one call per copy.
 */
export async function countReactCopies(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const copies: string[] = [];
    Object.assign(window, { __reactCopies: copies });
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        renderers: new Map(),
        supportsFiber: true,
        inject(renderer: { version?: string }) {
          copies.push(renderer.version ?? 'unknown');
          return copies.length;
        },
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
}

export async function reactCopies(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __reactCopies: string[] }).__reactCopies);
}
