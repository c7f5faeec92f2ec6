import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/csp-watch.ts';
import { ROUTES } from '@grocer/shared-contracts';
import { MULTI_SEARCH_LIMIT_MESSAGE } from '@grocer/shared-contracts/domain';
import { watchForErrors } from '../support/page-watch.ts';

/** A paste must not block the page for longer than this (printed beside the tasks it ran). */
const LONG_TASK_LIMIT_MS = 200;

/** Records the duration of every long task (over 50 ms) the page runs, from before its first script. */
async function recordLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const durations: number[] = [];
    Object.assign(window, { __longTasks: durations });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) durations.push(Math.round(entry.duration));
    }).observe({ type: 'longtask' });
  });
}

const longTasks = (page: Page) => page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
const forgetLongTasks = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __longTasks: number[] }).__longTasks.length = 0;
  });

type Held = { lines: number; characters: number };

/** From now on, the most the box holds after any input: what the page had to lay out and parse. */
const recordMostHeld = (box: Locator) =>
  box.evaluate((element: HTMLTextAreaElement) => {
    const most: Held = { lines: 0, characters: 0 };
    Object.assign(element, { __mostHeld: most });
    element.addEventListener('input', () => {
      most.lines = Math.max(most.lines, element.value.split('\n').length);
      most.characters = Math.max(most.characters, element.value.length);
    });
  });
/** The most it held, now included (a value the header sets, cut, fires no input event). */
const mostHeld = (box: Locator) =>
  box.evaluate((element: HTMLTextAreaElement) => {
    const most = (element as unknown as { __mostHeld: Held }).__mostHeld;
    return {
      lines: Math.max(most.lines, element.value.split('\n').length),
      characters: Math.max(most.characters, element.value.length),
    };
  });

/** Waits for the page to settle: two animation frames and a quiet moment, so late work is counted. */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(), 500))),
      ),
  );

/** Pastes for real: the text goes on the clipboard and Ctrl+V puts it in the focused box. */
async function paste(page: Page, text: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('ControlOrMeta+V');
}

/**
 * Ten thousand lines of hostile and awkward input: markup and script, emoji,
 * right-to-left text and accents. Each line's expected search item follows
 * the spec's rules (tags and other characters removed, accents folded).
 */
function hostileLine(n: number): readonly [line: string, item: string] {
  switch (n % 5) {
    case 0:
      return [`<b>semi-skimmed milk ${n}</b>`, `semi-skimmed milk ${n}`];
    case 1:
      return [`🍎 apples ${n} 🍏`, `apples ${n}`];
    case 2:
      return [`حليب ${n}`, `حليب ${n}`];
    case 3:
      return [`<img src=x onerror=alert(${n})>cheddar ${n}`, `cheddar ${n}`];
    default:
      return [`<script>document.title='pwned'</script>Crème fraîche ${n}`, `documenttitle'pwned'Creme fraiche ${n}`];
  }
}
const lines = Array.from({ length: 10_000 }, (_, n) => hostileLine(n));

test.describe('multi-search in the running site', () => {
  test('a 10,000-line paste stays responsive, is cut to its first 100 items with the message, and searches them', async ({
    page,
    context,
  }) => {
    const watch = watchForErrors(page);
    page.on('dialog', (dialog) => {
      watch.errors.push(`a script ran: ${dialog.type()} ${dialog.message()}`);
      void dialog.dismiss();
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await recordLongTasks(page);
    await page.goto('/ecom');

    const launcher = page.getByRole('button', { name: 'Multi-search' });
    await launcher.click();
    const dialog = page.getByRole('dialog', { name: 'Multi-search' });
    const box = dialog.getByRole('textbox', { name: 'Shopping list' });
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute('placeholder', 'Type or paste your list here');
    await expect(dialog.getByRole('button', { name: 'Search' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Clear list' })).toBeDisabled();

    const text = lines.map(([line]) => line).join('\n');
    await settle(page);
    await forgetLongTasks(page);
    await recordMostHeld(box);
    await paste(page, text);
    await expect(dialog.getByRole('status')).toHaveText(MULTI_SEARCH_LIMIT_MESSAGE);
    await settle(page);
    // The paste was cut before it reached the box: the page never laid out or parsed more than the
    // limit's lines, whatever the clipboard held. That is what keeps it responsive; the long tasks it ran
    // are printed as an observation, not asserted (a loaded two-core machine stretches any of them).
    expect(await mostHeld(box)).toEqual({ lines: 100, characters: (await box.inputValue()).length });
    const durations = await longTasks(page);
    console.log(
      `long tasks during the 10,000-line paste (ms, spec limit ${LONG_TASK_LIMIT_MS}): ${JSON.stringify(durations)}`,
    );

    // The box holds the first 100 lines as pasted; none of it became markup or ran.
    expect(await box.inputValue()).toBe(
      lines
        .slice(0, 100)
        .map(([line]) => line)
        .join('\n'),
    );
    await expect(dialog.locator('b, img, script')).toHaveCount(0);
    expect(await page.title()).not.toBe('pwned');
    expect(watch.errors).toEqual([]);

    await dialog.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.pathname === ROUTES.multiSearch);
    const value = new URL(page.url()).searchParams.get('value') ?? '';
    expect(value.split(',')).toEqual(lines.slice(0, 100).map(([, item]) => item));
  });

  test('a 1 MB paste is cut to one item of 1,000 characters, without blocking the page', async ({ page, context }) => {
    const watch = watchForErrors(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await recordLongTasks(page);
    await page.goto('/ecom');
    await page.getByRole('button', { name: 'Multi-search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Multi-search' });
    const box = dialog.getByRole('textbox', { name: 'Shopping list' });
    await expect(box).toBeFocused();

    const text = 'oat milk '.repeat(116_509); // 1 MB, with no separator
    await settle(page);
    await forgetLongTasks(page);
    await recordMostHeld(box);
    await paste(page, text);
    await expect(dialog.getByRole('button', { name: 'Search' })).toBeEnabled();
    await settle(page);
    const durations = await longTasks(page);
    // Cut before it reached the box, as above: the page never held more than 1,000 characters of it.
    expect(await mostHeld(box)).toEqual({ lines: 1, characters: 1000 });
    console.log(
      `long tasks during the 1 MB paste (ms, spec limit ${LONG_TASK_LIMIT_MS}): ${JSON.stringify(durations)}`,
    );
    expect(await box.inputValue()).toBe(text.slice(0, 1000));
    await expect(dialog.getByRole('status')).toBeEmpty();
    expect(watch.errors).toEqual([]);

    await dialog.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.pathname === ROUTES.multiSearch);
    // One item, cut after its 10th word (spec section 5).
    expect(new URL(page.url()).searchParams.get('value')).toBe('oat milk oat milk oat milk oat milk oat milk');
  });

  test('keeps the list for the next visit, closes on Escape and gives focus back', async ({ page }) => {
    await page.goto('/ecom');
    const launcher = page.getByRole('button', { name: 'Multi-search' });
    await launcher.click();
    const dialog = page.getByRole('dialog', { name: 'Multi-search' });
    await dialog.getByRole('textbox', { name: 'Shopping list' }).fill('bread\nbutter, jam');
    await expect(dialog.getByRole('button', { name: 'Search' })).toBeEnabled();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(launcher).toBeFocused();
    // The header stayed its reserved height throughout: the modal is over the page, not in the header.
    expect((await page.locator('[data-header-root]').boundingBox())?.height).toBe(159);

    await page.reload();
    await page.getByRole('button', { name: 'Multi-search' }).click();
    await expect(page.getByRole('dialog', { name: 'Multi-search' }).getByRole('textbox')).toHaveValue(
      'bread\nbutter\njam',
    );
    expect(await page.evaluate(() => localStorage.getItem('multisearch--1'))).toBe('["bread","butter","jam"]');
  });
});
