import { expect, test as base, type Page } from '@playwright/test';

/**
 * The site's specs import `test` from here: any Content-Security-Policy
 * violation on any page of a test fails it. The specs between them
 * walk the whole shopping journey, so the policy is checked wherever a
 * shopper goes, for no extra run time. Violations are seen two ways: the
 * `securitypolicyviolation` event (recorded on `window.__cspViolations` and
 * reported here, so none is lost to a navigation) and Chromium's console
 * message, which also covers what the event does not reach.
 */
/**
 * Hydration problems: the server's header and the browser's first
 * render must agree. React reports a mismatch as a recoverable error (in a
 * production build, "Minified React error #418" and its kin), and the header
 * reports it as a `header_error` event with code `hydration_mismatch`, which
 * the host logs. Any of them on any page fails the test.
 */
const HYDRATION_PROBLEM = /hydrat|Minified React error #(?:418|419|421|422|423|425)\b/i;

export type CspWatch = {
  /** Hydration warnings and errors seen on any page, one line each. */
  readonly hydrationProblems: string[];
  /** What was blocked, one line each. */
  readonly cspViolations: string[];
  /** For a test that breaks the policy on purpose: violations are collected but do not fail it. */
  readonly cspViolationsExpected: boolean;
};

type CspWindow = Window & { __cspViolations?: string[]; __reportCspViolation?: (line: string) => void };

/**
 * The server's header is on screen before its script runs, as plain forms and links; its script
 * hydrates it once the page is idle, or sooner on the shopper's intent (decision 038). A test that
 * goes to (or reloads) a page waits until the header is hydrated (or the page has no server header),
 * so its clicks reach the script, not the plain forms a shopper without script uses. A test of the
 * start itself turns this off (`test.use({ wakeHeader: false })`).
 */
export async function waitForHydratedHeader(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const header = document.querySelector('[data-header-ssr]');
      return header === null || header.hasAttribute('data-header-hydrated');
    },
    undefined,
    { timeout: 20_000 },
  );
}

/**
 * The header a shopper can use, whichever way it came: the server's, hydrated; or, where the page came
 * without it (the host's server render passed its deadline, as it may on a loaded machine), the
 * browser's, once it has replaced the host's fallback (no top bar, no menus). The fallback first is the
 * designed degraded path, and the browser's header may take longer than an assertion's 10 s to follow
 * it on a busy machine: a test that reads the header after a navigation it did not start with `goto`
 * waits here, with a deadline for a hang.
 */
export async function waitForLiveHeader(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const server = document.querySelector('[data-header-ssr]');
      if (server) return server.hasAttribute('data-header-hydrated');
      return document.querySelector('[data-header-root]') !== null && !document.querySelector('[data-shell-fallback]');
    },
    undefined,
    { timeout: 45_000 },
  );
}

export const test = base.extend<CspWatch & { wakeHeader: boolean }>({
  wakeHeader: [true, { option: true }],
  page: async ({ page, javaScriptEnabled, wakeHeader }, use) => {
    if (javaScriptEnabled !== false && wakeHeader) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await waitForHydratedHeader(page);
        return response;
      };
      // A reload brings the server's plain forms back first, the same as a visit.
      const reload = page.reload.bind(page);
      page.reload = async (options) => {
        const response = await reload(options);
        await waitForHydratedHeader(page);
        return response;
      };
    }
    await use(page);
  },
  cspViolationsExpected: [false, { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  cspViolations: async ({}, use) => {
    await use([]);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  hydrationProblems: async ({}, use) => {
    await use([]);
  },
  // The watch rides on the browser context, so a test that only calls the servers starts no browser.
  context: async ({ context, cspViolations, cspViolationsExpected, hydrationProblems }, use) => {
    await context.exposeBinding('__reportCspViolation', (_source, line: string) => {
      cspViolations.push(line);
    });
    await context.addInitScript(() => {
      const page = window as CspWindow;
      const seen: string[] = [];
      page.__cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        const blocked = event.blockedURI || 'inline';
        const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
        const sample = event.sample ? `: ${event.sample}` : '';
        const line = `${location.pathname}: ${event.effectiveDirective} blocked ${blocked}${where}${sample}`;
        seen.push(line);
        void page.__reportCspViolation?.(line);
      });
    });
    context.on('console', (message) => {
      if (/Content[ -]Security[ -]Policy/i.test(message.text())) cspViolations.push(`console: ${message.text()}`);
      if (HYDRATION_PROBLEM.test(message.text())) hydrationProblems.push(`console: ${message.text()}`);
    });
    context.on('weberror', (error) => {
      if (HYDRATION_PROBLEM.test(error.error().message)) hydrationProblems.push(`error: ${error.error().message}`);
    });
    await use(context);
    expect(hydrationProblems, 'hydration problems').toEqual([]);
    if (!cspViolationsExpected) expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
  },
});

export { expect };
