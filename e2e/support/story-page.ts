import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test as base } from '@playwright/test';
import { E2E_PORTS } from './servers.ts';

/**
 * The built Storybook's stories, for specs that check some stories again under other conditions
 * (forced colours): its index, the phone-sized ones, and a worker-scoped page that shows them one
 * after another, as e2e/tests/storybook.spec.ts does (one load of Storybook's scripts a worker).
 */
export const staticDir = path.join(import.meta.dirname, '..', '..', 'storybook', 'storybook-static');
export const storybookUrl = `http://localhost:${E2E_PORTS.storybook}`;

type IndexEntry = { id: string; type: string; tags?: string[] };
const index = path.join(staticDir, 'index.json');
const entries = existsSync(index)
  ? Object.values(JSON.parse(readFileSync(index, 'utf8')).entries as Record<string, IndexEntry>).filter(
      (entry) => entry.type === 'story',
    )
  : [];

/** The ids of every built story; empty before the Storybook build. */
export const storyIds: readonly string[] = entries.map((entry) => entry.id);

/** Stories tagged `phone-viewport` play at a phone's size, the others at Playwright's default (as storybook.spec.ts). */
export const viewportFor = (id: string) =>
  entries.find((entry) => entry.id === id)?.tags?.includes('phone-viewport')
    ? { width: 375, height: 740 }
    : { width: 1280, height: 720 };

type StoryEvent = { readonly name: string; readonly payload: unknown };
type Preview = { onSetCurrentStory: (selection: { storyId: string; viewMode: 'story' }) => Promise<void> };

export const storyTest = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(() => {
        const events: { name: string; payload: unknown }[] = [];
        Object.assign(window, { __storyEvents: events });
        const listen = () => {
          const channel = (
            window as unknown as {
              __STORYBOOK_ADDONS_CHANNEL__?: { on: (name: string, fn: (payload: unknown) => void) => void };
            }
          ).__STORYBOOK_ADDONS_CHANNEL__;
          if (!channel) return void setTimeout(listen, 5);
          for (const name of ['storyFinished', 'storyErrored', 'storyThrewException', 'storyMissing']) {
            channel.on(name, (payload) => events.push({ name, payload: JSON.parse(JSON.stringify(payload ?? null)) }));
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

/**
 * Shows one story in the worker's page (fresh storage and cookies, its viewport) and waits until its play
 * function has finished; fails if the story did not render or play.
 */
export async function showStory(page: Page, id: string): Promise<void> {
  await page.context().clearCookies();
  await page.setViewportSize(viewportFor(id));
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
  const finished = events.find((event) => event.name === 'storyFinished')?.payload as
    { storyId?: string; status?: string } | undefined;
  expect(finished?.storyId, `story ${id} did not finish: ${JSON.stringify(events)}`).toBe(id);
  // The a11y addon's own verdict is storybook.spec.ts's business; here only that the story played.
  expect(events.filter((event) => event.name !== 'storyFinished')).toEqual([]);
}
