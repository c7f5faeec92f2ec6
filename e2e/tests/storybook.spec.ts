import AxeBuilder from '@axe-core/playwright';
import { type ConsoleMessage, expect, type Response } from '@playwright/test';
import { snifferErrors } from '../support/html-codesniffer.ts';
import { layoutFindingsAtEveryWidth } from '../support/layout-check.ts';
import { nameMismatches, type NameMismatch } from '../support/name-contains-text.ts';
import { playStory, storyIndex, storyIds, storyTest as test, viewportFor } from '../support/story-page.ts';
import { isSnifferException } from './html-codesniffer.false-positives.ts';

/**
 * Every story of the built Storybook, in real Chromium: its play function must
 * pass, the a11y addon's axe scan (configured in .storybook/preview.ts) must
 * report no violations, a header story must pass axe's page-level rules on the
 * whole document, HTML_CodeSniffer must find no errors, nothing may log an error, its layout must hold at every width
 * (support/layout-check.ts: the story is resized in the same page, not loaded again), and at its own width it must
 * look as its approved picture does. `storybook build` alone checks none
 * of this, so a designer's story that breaks or fails axe fails here.
 */
type Finished = {
  storyId?: string;
  status?: string;
  reporters?: { type: string; status: string; result?: { violations?: { id: string }[] } }[];
};

/**
 * Controls whose accessible name does not yet contain their visible text (WCAG 2.5.3), by story.
 * Expected failures: each is asserted as it is, so when the control is fixed the story fails until
 * its entry goes. No other exceptions: a control whose visible text is only symbols ("×", "+") is
 * not checked, as there are no words to say.
 */
const KNOWN_NAME_MISMATCHES: Record<string, NameMismatch[]> = {};

test('Storybook has been built', () => {
  expect(storyIds.length, `no stories in ${storyIndex}; run the Storybook build first`).toBeGreaterThan(0);
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
    // The worker's page may come from forced-colours.spec.ts, which emulates forced colours: not here.
    await page.emulateMedia({ colorScheme: 'light', forcedColors: 'none' });
    const events = await playStory(page, id);
    expect(events.filter((event) => event.name !== 'storyFinished')).toEqual([]);
    const finished = events.find((event) => event.name === 'storyFinished')?.payload as Finished | undefined;
    expect(finished?.storyId).toBe(id);
    expect(finished?.status).toBe('success');
    const a11y = finished?.reporters?.find((reporter) => reporter.type === 'a11y');
    expect(a11y?.result?.violations?.map((violation) => violation.id) ?? []).toEqual([]);
    expect(a11y?.status).toBe('passed');

    // Storybook's own hidden chrome (error screens with links) sits before the story; it is not ours to scan.
    // It is taken out for the scans below (its links would stand before the skip link) and put back after, for the next story.
    await page.evaluate(() => {
      const removed = [...document.querySelectorAll('.sb-wrapper')].map((element) => ({
        element,
        parent: element.parentNode,
        next: element.nextSibling,
      }));
      for (const { element } of removed) element.remove();
      Object.assign(window, { __sbRemoved: removed.reverse() });
    });
    // A header story is a page (the header and the host's main): its page-level rules (one main, one h1,
    // a bypass, all content in landmarks) need the whole document with Storybook's chrome out, which the
    // addon's scan (of everything else, in every story) cannot give. "All states" repeats the header on purpose.
    const pageScan = id.startsWith('header-header--')
      ? await new AxeBuilder({ page })
          .options({
            resultTypes: ['violations'],
            runOnly: ['landmark-one-main', 'page-has-heading-one', 'bypass', 'region'],
          })
          .analyze()
      : { violations: [] };
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
    const layout = await layoutFindingsAtEveryWidth(page);
    // What the designer drew, at the width the story is drawn for, against its approved picture
    // (e2e/story-snapshots/; README.md beside this spec says how to approve a change).
    await page.setViewportSize(viewportFor(id));
    await expect(page, 'the story no longer looks as approved').toHaveScreenshot(`${id}.png`);
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('response', onResponse);
    expect(pageScan.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    expect(mismatches, 'accessible names that do not contain the visible text (WCAG 2.5.3)').toEqual(
      KNOWN_NAME_MISMATCHES[id] ?? [],
    );
    expect(sniffed, 'HTML_CodeSniffer errors (false positives: html-codesniffer.false-positives.ts)').toEqual([]);
    expect(errors).toEqual([]);
    expect(layout, 'overlapping controls, text outside its box, sideways scrolling').toEqual([]);
  });
}
