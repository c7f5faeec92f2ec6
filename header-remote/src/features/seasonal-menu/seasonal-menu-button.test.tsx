import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleSeasonalContent } from '@grocer/shared-contracts/cms-builders';
import type { CmsComponentsProps } from '../../content/cms-components.tsx';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { panelContentShown, renderSeasonalMenu, seasonalPanel } from './testing/render-seasonal-menu.tsx';
import { seasonNamed } from './testing/seasons.ts';

// The content renderer has its own tests: here it lists what it was given, so the panel's hand-over shows.
vi.mock('../../content/cms-components.tsx', () => ({
  CmsComponents: ({ components }: CmsComponentsProps) => (
    <ul aria-label="Seasonal content">
      {components.map((component) => (
        <li key={component.componentId}>{component.componentId}</li>
      ))}
    </ul>
  ),
}));

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const seasonalButton = (name = 'Christmas') => screen.getByRole('button', { name });
const isOpen = () => seasonalButton().getAttribute('aria-expanded') === 'true';
const headerRoot = () => document.querySelector('[data-header-root]');

describe('SeasonalMenuButton: shown only with seasonal content', () => {
  it.each([
    ['has not been asked for yet', { status: 'idle' } as const],
    ['is loading', { status: 'loading' } as const],
    ['failed', { status: 'error', error: 'HTTP 500' } as const],
    ['has no title or location (or answered 404)', { status: 'loaded', value: null } as const],
  ])('renders nothing, and keeps no room, while the seasonal menu %s', (_state, seasonal) => {
    renderSeasonalMenu(seasonal);
    expect(screen.getByTestId('nav-row')).toBeEmptyDOMElement();
    expect(headerRoot()).not.toBeNull();
  });

  it('is a collapsed disclosure button named by the page title, controlling a hidden panel', () => {
    renderSeasonalMenu();
    const button = seasonalButton();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(seasonalPanel(button)).not.toBeVisible();
  });

  it('takes its name from any season', () => {
    renderSeasonalMenu({ status: 'loaded', value: seasonNamed('Easter') });
    expect(seasonalButton('Easter')).toBeInTheDocument();
  });
});

describe('SeasonalMenuButton: the panel', () => {
  it('opens on a press with "Shop all Christmas" and every seasonal location\'s content', async () => {
    const { user } = renderSeasonalMenu({
      status: 'loaded',
      value: {
        title: 'Christmas',
        locations: {
          seasonalMenu: sampleSeasonalContent().locations['seasonalMenu'] ?? [],
          seasonalFooter: [{ resourceType: 'fernleaf/components/container', componentId: 'seasonal-footer' }],
        },
      },
    });
    await user.click(seasonalButton());
    expect(isOpen()).toBe(true);
    const shopAll = await panelContentShown();
    expect(shopAll).toHaveAttribute('href', '/ecom/shop/browse/groceries/christmas');
    const panel = within(seasonalPanel(seasonalButton()));
    const listed = panel.getAllByRole('list', { name: 'Seasonal content' }).map((list) => list.textContent);
    expect(listed).toEqual(['seasonal-christmas-food-to-orderseasonal-christmas-cutoff', 'seasonal-footer']);
  });

  it("links Valentine's to the Valentine's page", async () => {
    const { user } = renderSeasonalMenu({ status: 'loaded', value: seasonNamed("Valentine's") });
    await user.click(seasonalButton("Valentine's"));
    expect(await panelContentShown("Valentine's")).toHaveAttribute('href', '/ecom/shop/browse/groceries/valentines');
  });

  it('toggles closed on a second press', async () => {
    const { user } = renderSeasonalMenu();
    await user.click(seasonalButton());
    await panelContentShown();
    await user.click(seasonalButton());
    expect(isOpen()).toBe(false);
    expect(seasonalPanel(seasonalButton())).not.toBeVisible();
  });

  it('opens from the keyboard, and Tab goes from the button into the panel', async () => {
    const { user } = renderSeasonalMenu();
    seasonalButton().focus();
    await user.keyboard('{Enter}');
    expect(isOpen()).toBe(true);
    await panelContentShown();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Shop all Christmas' })).toHaveFocus();
  });

  it('closes on Escape from inside the panel and gives focus back to the button', async () => {
    const { user } = renderSeasonalMenu();
    await user.click(seasonalButton());
    await panelContentShown();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Shop all Christmas' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(isOpen()).toBe(false);
    expect(seasonalButton()).toHaveFocus();
  });

  it('closes on a click outside it, but not on a click inside its panel', async () => {
    const { user } = renderSeasonalMenu();
    await user.click(seasonalButton());
    await panelContentShown();
    await user.click(screen.getAllByRole('list', { name: 'Seasonal content' })[0] as HTMLElement);
    expect(isOpen()).toBe(true);
    await user.click(screen.getByText('Page text'));
    expect(isOpen()).toBe(false);
  });

  it('closes when focus leaves it (Tab past the last link)', async () => {
    const { user } = renderSeasonalMenu();
    await user.click(seasonalButton());
    await panelContentShown();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After the header' })).toHaveFocus();
    expect(isOpen()).toBe(false);
  });

  it('has no axe violations, closed or open', async () => {
    const { user, container } = renderSeasonalMenu();
    await expectNoAxeViolations(container);
    await user.click(seasonalButton());
    await panelContentShown();
    await expectNoAxeViolations(container);
  });
});
