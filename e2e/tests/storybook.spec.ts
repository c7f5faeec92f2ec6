import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type ConsoleMessage, expect, type Page, type Response, test as base } from '@playwright/test';
import { snifferErrors } from '../support/html-codesniffer.ts';
import { nameMismatches, type NameMismatch } from '../support/name-contains-text.ts';
import { E2E_PORTS } from '../support/servers.ts';
import { isSnifferException } from './html-codesniffer.false-positives.ts';

/**
 * Every story of the built Storybook, in real Chromium: its play function must
 * pass, the a11y addon must report no violations, a full-page axe scan must
 * find none, and nothing may log an error. `storybook build` alone checks none
 * of this, so a designer's story that breaks or fails axe fails here.
 */
const staticDir = path.join(import.meta.dirname, '..', '..', 'storybook', 'storybook-static');
const storybookUrl = `http://localhost:${E2E_PORTS.storybook}`;

type StoryEvent = { readonly name: string; readonly payload: unknown };
type Finished = {
  storyId?: string;
  status?: string;
  reporters?: { type: string; status: string; result?: { violations?: { id: string }[] } }[];
};

/**
 * Stories tagged `phone-viewport` show what exists only on small screens (the
 * burger menu, a cell's extra-small toggle): they play at a phone's size.
 */
const PHONE_TAG = 'phone-viewport';
const PHONE_VIEWPORT = { width: 375, height: 740 };
/** Playwright's default, which every other story plays at. */
const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

/**
 * Controls whose accessible name does not yet contain their visible text (WCAG 2.5.3), by story.
 * Expected failures: each is asserted as it is, so when the control is fixed the story fails until
 * its entry goes. No other exceptions: a control whose visible text is only symbols ("×", "+") is
 * not checked, as there are no words to say.
 */
const KNOWN_NAME_MISMATCHES: Record<string, NameMismatch[]> = {};

type IndexEntry = { id: string; type: string; tags?: string[] };
const index = path.join(staticDir, 'index.json');
const stories = existsSync(index)
  ? Object.values(JSON.parse(readFileSync(index, 'utf8')).entries as Record<string, IndexEntry>).filter(
      (entry) => entry.type === 'story',
    )
  : [];
const storyIds = stories.map((entry) => entry.id);
const phoneStories = new Set(stories.filter((entry) => entry.tags?.includes(PHONE_TAG)).map((entry) => entry.id));

/**
 * Each worker keeps one page on Storybook's iframe and shows its stories one after another in it,
 * as Storybook's own UI and test runner do (the preview tears one story down and renders the next),
 * instead of loading and compiling Storybook's 1.8 MB of scripts again for each of 300 stories.
 * The first story of a worker loads the page. What a fresh page would reset is reset before each
 * story: cookies, local and session storage, the viewport and the events and errors collected.
 */
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(() => {
        const events: { name: string; payload: unknown }[] = [];
        Object.assign(window, { __storyEvents: events });
        const names = [
          'storyFinished',
          'playFunctionThrewException',
          'storyErrored',
          'storyThrewException',
          'storyMissing',
          'unhandledErrorsWhilePlaying',
        ];
        const listen = () => {
          const channel = (
            window as unknown as {
              __STORYBOOK_ADDONS_CHANNEL__?: { on: (name: string, fn: (payload: unknown) => void) => void };
            }
          ).__STORYBOOK_ADDONS_CHANNEL__;
          if (!channel) return void setTimeout(listen, 5);
          for (const name of names) {
            channel.on(name, (payload) =>
              events.push({
                name,
                payload: JSON.parse(
                  JSON.stringify(payload ?? null, (_key, value) => (value instanceof Error ? String(value) : value)),
                ),
              }),
            );
          }
        };
        listen();
      });
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

type Preview = { onSetCurrentStory: (selection: { storyId: string; viewMode: 'story' }) => Promise<void> };

test('Storybook has been built', () => {
  expect(storyIds.length, `no stories in ${index}; run the Storybook build first`).toBeGreaterThan(0);
});

for (const id of storyIds) {
  test(`story ${id} plays, and passes axe with no console errors`, async ({ storyPage: page }) => {
    const errors: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'error') errors.push(message.text());
    };
    const onPageError = (error: Error) => errors.push(error.message);
    const onResponse = (response: Response) => {
      if (response.status() >= 400) errors.push(`HTTP ${response.status()} ${response.url()}`);
    };
    page.on('console', onConsole);
    page.on('pageerror', onPageError);
    page.on('response', onResponse);
    await page.context().clearCookies();
    await page.setViewportSize(phoneStories.has(id) ? PHONE_VIEWPORT : DEFAULT_VIEWPORT);
    if (page.url() === 'about:blank') {
      await page.goto(`${storybookUrl}/iframe.html?id=${id}&viewMode=story`);
    } else {
      await page.evaluate(async (storyId) => {
        localStorage.clear();
        sessionStorage.clear();
        (window as unknown as { __storyEvents: unknown[] }).__storyEvents.length = 0;
        await (window as unknown as { __STORYBOOK_PREVIEW__: Preview }).__STORYBOOK_PREVIEW__.onSetCurrentStory({
          storyId,
          viewMode: 'story',
        });
      }, id);
    }
    await page.waitForFunction(() =>
      (window as unknown as { __storyEvents: { name: string }[] }).__storyEvents.some((event) =>
        ['storyFinished', 'storyErrored', 'storyThrewException', 'storyMissing'].includes(event.name),
      ),
    );
    const events = await page.evaluate(() => (window as unknown as { __storyEvents: StoryEvent[] }).__storyEvents);
    expect(events.filter((event) => event.name !== 'storyFinished')).toEqual([]);
    const finished = events.find((event) => event.name === 'storyFinished')?.payload as Finished | undefined;
    expect(finished?.storyId).toBe(id);
    expect(finished?.status).toBe('success');
    const a11y = finished?.reporters?.find((reporter) => reporter.type === 'a11y');
    expect(a11y?.result?.violations?.map((violation) => violation.id) ?? []).toEqual([]);
    expect(a11y?.status).toBe('passed');

    // Storybook's own hidden chrome (error screens with links) sits before the story; it is not ours to scan.
    // It is taken out for the scan and put back after it, for the next story.
    await page.evaluate(() => {
      const removed = [...document.querySelectorAll('.sb-wrapper')].map((element) => ({
        element,
        parent: element.parentNode,
        next: element.nextSibling,
      }));
      for (const { element } of removed) element.remove();
      Object.assign(window, { __sbRemoved: removed.reverse() });
    });
    // A lone component is not a page: page-level rules apply to the header stories only.
    const off = id.startsWith('header-header--')
      ? []
      : ['landmark-one-main', 'page-has-heading-one', 'bypass', 'region'];
    // "All states" repeats the header on purpose.
    if (id === 'header-header--all-states') off.push('landmark-no-duplicate-banner', 'landmark-unique');
    const results = await new AxeBuilder({ page })
      .options({
        // Only violations fail a story: axe need not describe every passing node.
        resultTypes: ['violations'],
        rules: {
          ...Object.fromEntries(off.map((rule) => [rule, { enabled: false }])),
          // Experimental, so off by default: a name given by aria-label(ledby) contains the visible label (WCAG 2.5.3).
          'label-content-name-mismatch': { enabled: true },
        },
      })
      .analyze();
    // The same for every visible control however it is named (axe's rule sees aria-label(ledby) only), in each frame.
    const mismatches = (await Promise.all(page.frames().map((frame) => frame.evaluate(nameMismatches)))).flat();
    // A second rule engine, HTML_CodeSniffer: its errors, less the false positives listed beside this spec.
    const sniffed = (await Promise.all(page.frames().map(snifferErrors)))
      .flat()
      .filter((error) => !isSnifferException(id, error))
      .map((error) => `${error.code}: ${error.message} ${error.element}`);
    await page.evaluate(() => {
      type Removed = { element: Element; parent: ParentNode | null; next: ChildNode | null };
      for (const { element, parent, next } of (window as unknown as { __sbRemoved: Removed[] }).__sbRemoved)
        parent?.insertBefore(element, next);
    });
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('response', onResponse);
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    expect(mismatches, 'accessible names that do not contain the visible text (WCAG 2.5.3)').toEqual(
      KNOWN_NAME_MISMATCHES[id] ?? [],
    );
    expect(sniffed, 'HTML_CodeSniffer errors (false positives: html-codesniffer.false-positives.ts)').toEqual([]);
    expect(errors).toEqual([]);
  });
}
