import { expect, test as base } from '@playwright/test';

/**
 * The site's specs import `test` from here: any Content-Security-Policy
 * violation on any page of a test fails it (issue 13). The specs between them
 * walk the whole shopping journey, so the policy is checked wherever a
 * shopper goes, for no extra run time. Violations are seen two ways: the
 * `securitypolicyviolation` event (recorded on `window.__cspViolations` and
 * reported here, so none is lost to a navigation) and Chromium's console
 * message, which also covers what the event does not reach.
 */
export type CspWatch = {
  /** What was blocked, one line each. */
  readonly cspViolations: string[];
  /** For a test that breaks the policy on purpose: violations are collected but do not fail it. */
  readonly cspViolationsExpected: boolean;
};

type CspWindow = Window & { __cspViolations?: string[]; __reportCspViolation?: (line: string) => void };

export const test = base.extend<CspWatch>({
  cspViolationsExpected: [false, { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  cspViolations: async ({}, use) => {
    await use([]);
  },
  // The watch rides on the browser context, so a test that only calls the servers starts no browser.
  context: async ({ context, cspViolations, cspViolationsExpected }, use) => {
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
    });
    await use(context);
    if (!cspViolationsExpected) expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
  },
});

export { expect };
