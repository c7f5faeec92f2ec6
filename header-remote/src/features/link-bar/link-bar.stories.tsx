import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HeaderRoot } from '../../testing/header-under-test.tsx';
import { LinkBar } from './link-bar.tsx';

type StoryArgs = {
  /** The width of the nav row's room for the bar; undefined for the full width. */
  readonly width?: number;
  readonly currentPath: string;
};

/** The bar as the desktop nav row holds it: a 49px flex row, here of a chosen width. */
function LinkBarStory({ width, currentPath }: StoryArgs) {
  return (
    <HeaderRoot input={{}}>
      <div
        style={{
          display: 'flex',
          alignItems: 'stretch',
          height: 49,
          width: width ?? '100%',
          boxSizing: 'border-box',
          borderTop: '1px solid #eeeee8',
          borderBottom: '1px solid #eeeee8',
        }}
      >
        <LinkBar currentPath={currentPath} />
      </div>
    </HeaderRoot>
  );
}

const meta = {
  title: 'Header/Link bar',
  component: LinkBarStory,
  args: { currentPath: '/ecom' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LinkBarStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const arrow = (canvasElement: HTMLElement, side: 'left' | 'right') =>
  within(canvasElement).queryByRole('button', { name: `Scroll links ${side}` });

/** Room for every link: no arrows. */
export const Wide: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Shop by' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    await expect(names).toEqual(['Offers', 'Entertaining', 'New', 'Recipes', 'Inspiration']);
    await expect(arrow(canvasElement, 'left')).toBeNull();
    await expect(arrow(canvasElement, 'right')).toBeNull();
  },
};

/** On the offers page: Offers is marked as the current page. */
export const OnTheOffersPage: Story = {
  args: { currentPath: '/ecom/shop/browse/offers' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Offers' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Recipes' })).not.toHaveAttribute('aria-current');
  },
};

/** Too narrow for the links: the right arrow shows; a press scrolls, and the left arrow appears. */
export const NarrowWithArrows: Story = {
  args: { width: 260 },
  play: async ({ canvasElement }) => {
    const right = await within(canvasElement).findByRole('button', { name: 'Scroll links right' });
    await expect(arrow(canvasElement, 'left')).toBeNull();
    await userEvent.click(right);
    await waitFor(() => expect(arrow(canvasElement, 'left')).toBeVisible());
  },
};

/**
 * From the keyboard: Enter on the right arrow until the links end. The right
 * arrow goes, and focus moves to the left one rather than being lost.
 */
export const NarrowFromTheKeyboard: Story = {
  args: { width: 260 },
  play: async ({ canvasElement }) => {
    const right = await within(canvasElement).findByRole('button', { name: 'Scroll links right' });
    right.focus();
    const scroller = within(canvasElement).getByRole('list').parentElement as HTMLElement;
    const end = scroller.scrollWidth - scroller.clientWidth;
    for (let press = 0; press < 10 && arrow(canvasElement, 'right'); press += 1) {
      const target = Math.min(end, scroller.scrollLeft + scroller.clientWidth * 0.7);
      await userEvent.keyboard('{Enter}');
      // Each press moves the links on, smoothly: wait until they get there and the arrows have caught up.
      await waitFor(() => expect(Math.abs(scroller.scrollLeft - target)).toBeLessThan(1));
      await waitFor(() => expect(arrow(canvasElement, 'right') !== null).toBe(scroller.scrollLeft < end - 1));
    }
    await expect(arrow(canvasElement, 'right')).toBeNull();
    await waitFor(() => expect(arrow(canvasElement, 'left')).toHaveFocus());
  },
};
