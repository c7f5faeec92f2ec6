import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { panelContentShown, renderSeasonalMenu, seasonalPanel } from './testing/render-seasonal-menu.tsx';

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const levelOf = (heading: HTMLElement) => Number(heading.getAttribute('aria-level') ?? heading.tagName.slice(1));

describe('SeasonalMenuButton: headings', () => {
  it("starts its content's headings at h2 and never skips a level", async () => {
    const { user } = renderSeasonalMenu();
    const button = screen.getByRole('button', { name: 'Christmas' });
    await user.click(button);
    await panelContentShown();
    const panel = within(seasonalPanel(button));
    expect(await panel.findByRole('heading', { level: 2, name: 'Christmas food to order' })).toBeVisible();
    const levels = panel.getAllByRole('heading').map(levelOf);
    expect(levels[0]).toBe(2);
    levels.forEach((level, at) => expect(level).toBeLessThanOrEqual((levels[at - 1] ?? 1) + 1));
  });
});
