import type { Meta, StoryObj } from '@storybook/react-vite';
import { createStore } from 'jotai';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleSeasonalContent } from '@grocer/shared-contracts/cms-builders';
import { HeaderRoot } from '../../testing/header-under-test.tsx';
import { seasonalMenuLoadedAtom, type LoadState, type SeasonalMenu } from '../../navigation/navigation-state.ts';
import { seedNavigation } from '../../navigation/testing/navigation-fixtures.ts';
import { SeasonalMenuButton } from './seasonal-menu-button.tsx';
import { seasonNamed } from './testing/seasons.ts';

type Store = ReturnType<typeof createStore>;

type StoryArgs = {
  readonly seasonal: LoadState<SeasonalMenu | null>;
  /** A store made by the story, when its play changes the state later. */
  readonly store?: Store;
};

/** The nav row's height (app/header.module.css): fixed, so the button appearing moves nothing. */
const NAV_ROW_HEIGHT = 49;

/** The button in a nav row like the header's (the panel hangs from it), above some page text it covers. */
function SeasonalMenuStory({ seasonal, store }: StoryArgs) {
  return (
    // The services on the page's own origin, where Storybook serves the fixtures' pictures.
    <HeaderRoot input={{ services: { api: '/' } }} store={store ?? seedNavigation(createStore(), { seasonal })}>
      <div
        data-testid="nav-row"
        style={{
          position: 'relative',
          display: 'flex',
          alignItems: 'stretch',
          gap: 8,
          boxSizing: 'border-box',
          height: NAV_ROW_HEIGHT,
          padding: '0 24px',
          borderTop: '1px solid #eeeee8',
          borderBottom: '1px solid #eeeee8',
        }}
      >
        <SeasonalMenuButton />
      </div>
    </HeaderRoot>
  );
}

const meta = {
  title: 'Header/Seasonal menu',
  component: SeasonalMenuStory,
  args: { seasonal: { status: 'loaded', value: sampleSeasonalContent() } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SeasonalMenuStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const seasonalButton = (canvasElement: HTMLElement, name = 'Christmas') =>
  within(canvasElement).queryByRole('button', { name });

function controlledPanel(button: HTMLElement): HTMLElement {
  const panel = button.ownerDocument.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('The seasonal button controls no element');
  return panel;
}

const rowHeight = (canvasElement: HTMLElement) =>
  within(canvasElement).getByTestId('nav-row').getBoundingClientRect().height;

/** No seasonal content (404, or no title or location): nothing at all, not even an empty slot. */
export const Absent: Story = {
  args: { seasonal: { status: 'loaded', value: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('nav-row')).toBeEmptyDOMElement();
    await expect(rowHeight(canvasElement)).toBe(NAV_ROW_HEIGHT);
  },
};

/** Christmas content: a collapsed "Christmas" button that fits the row. */
export const ChristmasClosed: Story = {
  play: async ({ canvasElement }) => {
    const button = seasonalButton(canvasElement);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(rowHeight(canvasElement)).toBe(NAV_ROW_HEIGHT);
    await expect(button?.getBoundingClientRect().height).toBeLessThanOrEqual(NAV_ROW_HEIGHT);
  },
};

const arrivingStore = createStore();

/** The content arrives after the header shows: the button appears and the row keeps its height. */
export const ArrivesLater: Story = {
  render: (args) => <SeasonalMenuStory {...args} store={arrivingStore} />,
  beforeEach: () => {
    seedNavigation(arrivingStore, { seasonal: { status: 'loading' } });
  },
  play: async ({ canvasElement }) => {
    await expect(seasonalButton(canvasElement)).toBeNull();
    const before = rowHeight(canvasElement);
    arrivingStore.set(seasonalMenuLoadedAtom, sampleSeasonalContent());
    await waitFor(() => expect(seasonalButton(canvasElement)).toBeVisible());
    await expect(rowHeight(canvasElement)).toBe(before);
  },
};

/** Open: "Shop all Christmas" and the seasonal content, over the page; Escape closes it and focus goes back. */
export const OpenWithContent: Story = {
  play: async ({ canvasElement }) => {
    const button = seasonalButton(canvasElement) as HTMLElement;
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = within(controlledPanel(button));
    const shopAll = await panel.findByRole('link', { name: 'Shop all Christmas' });
    await expect(shopAll).toHaveAttribute('href', '/ecom/shop/browse/groceries/christmas');
    await expect(await panel.findByText('Christmas food to order')).toBeVisible();
    await expect(rowHeight(canvasElement)).toBe(NAV_ROW_HEIGHT);

    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
  },
};

/** A season other than Christmas or Valentine's: the "Shop all" link goes to its browse page. */
export const OtherSeason: Story = {
  args: { seasonal: { status: 'loaded', value: seasonNamed('Easter') } },
  play: async ({ canvasElement }) => {
    const button = seasonalButton(canvasElement, 'Easter') as HTMLElement;
    await userEvent.click(button);
    const shopAll = await within(canvasElement).findByRole('link', { name: 'Shop all Easter' });
    await expect(shopAll).toHaveAttribute('href', '/ecom/shop/browse/easter');
  },
};
