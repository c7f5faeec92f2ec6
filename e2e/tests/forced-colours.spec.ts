import { expect } from '@playwright/test';
import { contrastFailures } from '../support/forced-colours.ts';
import { showStory, storyIds, storyTest as test } from '../support/story-page.ts';

/**
 * The header's states in forced colours (Windows' contrast themes), dark and light, in real
 * Chromium: every visible text against the background behind it (4.5:1) and every line icon
 * (3:1), from the colours the browser computes. It was written when, in a dark theme, the typed part of each
 * suggestion was black on black, and the department icons and the mobile menu's chevrons stayed
 * dark green (2.1:1). axe checks none of this: it sees the page in its author colours.
 *
 * A sample of the stories, not all of them: the header's states that show each kind of element
 * (suggestions, recent searches and a highlighted one, the mobile overlay, both menus with their
 * icons at every level, a signed-in shopper's masthead at desktop and phone widths). Each state is
 * seen twice, so the whole set stays about 15 s on two cores.
 */
const STATES = [
  'header-header--default',
  'header-header--mobile',
  'header-header--shopper-at-1200',
  'header-header--shopper-at-375',
  'header-search-box--suggestions-with-highlights',
  'header-search-box--history-shown',
  'header-search-box--history-item-focused',
  'header-search-mobile--mobile-overlay',
  'header-mobile-menu--signed-in-with-booked-slot',
  'header-mobile-menu--menu-item-variants',
  'header-mobile-menu--level-three',
  'header-mega-menu--menu-item-variants',
  'header-mega-menu--level-2',
];

test('the forced-colours states are stories', () => {
  expect(storyIds.length, 'no stories; run the Storybook build first').toBeGreaterThan(0);
  expect(STATES.filter((id) => !storyIds.includes(id))).toEqual([]);
});

for (const colorScheme of ['dark', 'light'] as const) {
  for (const id of STATES) {
    test(`${id} in forced colours (${colorScheme}): text 4.5:1 and icons 3:1`, async ({ storyPage: page }) => {
      // Before the story renders, so the play function runs in forced colours too.
      await page.emulateMedia({ forcedColors: 'active', colorScheme });
      await showStory(page, id);
      // Each frame (the shopper's masthead is drawn in one at its width) measures its own elements.
      const failures = (await Promise.all(page.frames().map((frame) => frame.evaluate(contrastFailures)))).flat();
      expect(failures).toEqual([]);
    });
  }
}
