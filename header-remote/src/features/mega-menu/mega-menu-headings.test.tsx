import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleMenuContent } from '@grocer/shared-contracts/cms-builders';
import { openMenu, panel, renderGroceriesMenu } from './testing/render-groceries-menu.tsx';

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const levelOf = (heading: HTMLElement) => Number(heading.getAttribute('aria-level') ?? heading.tagName.slice(1));

describe('Groceries mega menu: headings', () => {
  it("starts its content's headings at h2 and never skips a level", async () => {
    const { user } = renderGroceriesMenu({ menuContent: { status: 'loaded', value: sampleMenuContent() } });
    await openMenu(user);
    // The content is the panel's aside, a chunk of its own that the first open loads.
    expect(await within(panel()).findByRole('heading', { level: 2, name: 'This week’s offers' })).toBeVisible();
    const levels = within(panel()).getAllByRole('heading').map(levelOf);
    expect(levels[0]).toBe(2);
    levels.forEach((level, at) => expect(level).toBeLessThanOrEqual((levels[at - 1] ?? 1) + 1));
    expect(screen.queryAllByRole('heading', { level: 1 })).toEqual([]);
  });
});
