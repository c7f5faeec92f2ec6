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

/**
 * What contrast alone does not catch, in a dark theme: a disabled control must look disabled (the
 * system's GrayText, not ButtonText like the rest), and a layer over the page whose author colours
 * are gone (the AMENDING bar, the phone menu's panel over the dimmed page) keeps a line on the edge
 * that meets the page, 3:1 against the Canvas.
 */
const EDGES = [
  { id: 'header-amend-bar--mobile', layer: { role: 'region', name: 'Amending your order' }, side: 'top' },
  { id: 'header-mobile-menu--level-three', layer: { role: 'dialog', name: 'Menu' }, side: 'right' },
] as const;

/** In the page: a system colour as the browser computes it, as `rgb(…)`. */
const systemColour = (name: string) => {
  const probe = document.createElement('div');
  probe.style.cssText = `forced-color-adjust: none; color: ${name}; position: absolute`;
  document.body.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
};

/** Relative luminance contrast between two `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r = 0, g = 0, bl = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number);
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(bl);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

test.describe('in dark forced colours', () => {
  test('a disabled Checkout is drawn in GrayText, not as an enabled button', async ({ storyPage: page }) => {
    await page.emulateMedia({ forcedColors: 'active', colorScheme: 'dark' });
    await showStory(page, 'header-checkout-button--minimum-spend-delivery');
    const checkout = page.getByRole('button', { name: 'Checkout' });
    await expect(checkout).toHaveAttribute('aria-disabled', 'true');
    const grayText = await page.evaluate(systemColour, 'GrayText');
    expect(await checkout.evaluate((button) => getComputedStyle(button).color)).toBe(grayText);
  });

  for (const { id, layer, side } of EDGES) {
    test(`${id}: the ${layer.name} layer keeps its ${side} edge`, async ({ storyPage: page }) => {
      await page.emulateMedia({ forcedColors: 'active', colorScheme: 'dark' });
      await showStory(page, id);
      const element = page.getByRole(layer.role, { name: layer.name });
      const edge = await element.evaluate((box, edgeSide) => {
        const style = getComputedStyle(box);
        return {
          width: parseFloat(style.getPropertyValue(`border-${edgeSide}-width`)),
          colour: style.getPropertyValue(`border-${edgeSide}-color`),
        };
      }, side);
      const canvas = await page.evaluate(systemColour, 'Canvas');
      expect(edge.width).toBeGreaterThanOrEqual(1);
      expect(contrast(edge.colour, canvas)).toBeGreaterThanOrEqual(3);
    });
  }
});
