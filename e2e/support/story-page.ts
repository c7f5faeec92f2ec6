import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test as base } from '@playwright/test';
import { E2E_PORTS } from './servers.ts';

/**
 * The built Storybook's stories, for the specs that play them (storybook.spec.ts, forced-colours.spec.ts):
 * its index, each story's viewport, and a worker-scoped page that shows them one after another.
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
/** Where the index is read from, for a spec's message when there is none. */
export const storyIndex = index;

/**
 * Stories tagged `phone-viewport` show what exists only on small screens (the burger menu, a cell's
 * extra-small toggle): they play at a phone's size, the others at Playwright's default.
 */
export const viewportFor = (id: string) =>
  entries.find((entry) => entry.id === id)?.tags?.includes('phone-viewport')
    ? { width: 375, height: 740 }
    : { width: 1280, height: 720 };

/**
 * Today, for every story: a Monday morning in London, weeks before the Christmas rules. Only `Date` is
 * moved (by a fixed offset, timers untouched), so a story that shows a day or a time draws the same on
 * any day the suite runs, and its approved picture (storybook.spec.ts) holds.
 */
export const STORY_TIME = new Date('2026-11-23T08:00:00Z');

export type StoryEvent = { readonly name: string; readonly payload: unknown };
type Preview = { onSetCurrentStory: (selection: { storyId: string; viewMode: 'story' }) => Promise<void> };

/** What the story's preview reports: its end, and every way a story can fail. */
const STORY_EVENTS = [
  'storyFinished',
  'playFunctionThrewException',
  'storyErrored',
  'storyThrewException',
  'storyMissing',
  'unhandledErrorsWhilePlaying',
];

/**
 * A worker-scoped page on Storybook's iframe that shows stories one after another, as Storybook's
 * own UI and test runner do (the preview tears one story down and renders the next), instead of
 * loading and compiling Storybook's 1.8 MB of scripts again for each of 300 stories.
 */
export const storyTest = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript((names) => {
        const events: { name: string; payload: unknown }[] = [];
        Object.assign(window, { __storyEvents: events });
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
      }, STORY_EVENTS);
      await page.addInitScript((time) => {
        // Today is STORY_TIME at each story's start (playStory restarts it), then the clock runs as usual.
        const RealDate = Date;
        let offset = time - RealDate.now();
        class StoryDate extends RealDate {
          constructor(...args: unknown[]) {
            if (args.length === 0) super(RealDate.now() + offset);
            else super(...(args as [number]));
          }
          static override now() {
            return RealDate.now() + offset;
          }
        }
        Object.assign(window, {
          Date: StoryDate,
          __restartStoryTime: () => {
            offset = time - RealDate.now();
          },
        });
      }, STORY_TIME.getTime());
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** The story each worker's page shows. */
const shownIn = new WeakMap<Page, string>();

/**
 * Shows one story in the worker's page, as a fresh page would (its cookies, storage and collected
 * events reset, its viewport set), and gives what the preview reported once it finished or failed.
 */
export async function playStory(page: Page, id: string): Promise<StoryEvent[]> {
  await page.context().clearCookies();
  await page.setViewportSize(viewportFor(id));
  const blank = page.url() === 'about:blank';
  if (!blank) {
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  }
  if (blank || shownIn.get(page) === id) {
    // The preview ignores a request for the story it shows (nothing renders, nothing is reported):
    // the same story again, as a filtered run can ask in one worker, is loaded afresh instead.
    await page.goto(`${storybookUrl}/iframe.html?id=${id}&viewMode=story`);
  } else {
    await page.evaluate(async (storyId) => {
      (window as unknown as { __storyEvents: unknown[] }).__storyEvents.length = 0;
      (window as unknown as { __restartStoryTime: () => void }).__restartStoryTime();
      await (window as unknown as { __STORYBOOK_PREVIEW__: Preview }).__STORYBOOK_PREVIEW__.onSetCurrentStory({
        storyId,
        viewMode: 'story',
      });
    }, id);
  }
  shownIn.set(page, id);
  await page.waitForFunction(() =>
    (window as unknown as { __storyEvents: { name: string }[] }).__storyEvents.some((event) =>
      ['storyFinished', 'storyErrored', 'storyThrewException', 'storyMissing'].includes(event.name),
    ),
  );
  return page.evaluate(() => (window as unknown as { __storyEvents: StoryEvent[] }).__storyEvents);
}

/** Shows one story and fails unless it rendered and played (the a11y verdict is storybook.spec.ts's). */
export async function showStory(page: Page, id: string): Promise<void> {
  const events = await playStory(page, id);
  const finished = events.find((event) => event.name === 'storyFinished')?.payload as
    { storyId?: string; status?: string } | undefined;
  expect(finished?.storyId, `story ${id} did not finish: ${JSON.stringify(events)}`).toBe(id);
  expect(events.filter((event) => event.name !== 'storyFinished')).toEqual([]);
}
