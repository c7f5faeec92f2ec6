import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { HEADER_LAYOUT, MAIN_CONTENT_ID, SCROLLED_THRESHOLD_PX } from '@grocer/shared-contracts';
import { HeaderBanner, HeaderRoot } from '../../testing/header-under-test.tsx';
import { installFetch } from '../../../../test-support/fake-network.ts';
import { SIGNED_OUT } from '../../shopping/auth-state.ts';
import { createShoppingStore } from '../../shopping/testing/shopping-store.ts';
import { fakeShoppingServices } from '../../shopping/testing/fake-shopping-services.ts';
import { navigationHandlers } from '../../navigation/testing/fake-navigation-services.ts';

/**
 * The header over a page long enough to scroll well past the threshold. Signed out; once idle the
 * header's menus ask for what their first open needs (decision 038), answered here, never the network.
 */
function LongPage() {
  const [store] = useState(() => createShoppingStore({ auth: SIGNED_OUT }));
  return (
    <>
      <HeaderRoot input={{}} store={store}>
        <HeaderBanner />
      </HeaderRoot>
      <main id={MAIN_CONTENT_ID} style={{ minHeight: 2400, padding: 24, fontFamily: 'system-ui, sans-serif' }}>
        <h1>Groceries</h1>
        <p>A long page: scroll down and the header pins its compact form to the top.</p>
      </main>
    </>
  );
}

const meta = {
  title: 'Header/Scrolled header',
  component: LongPage,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => installFetch(fakeShoppingServices({ handlers: navigationHandlers })),
} satisfies Meta<typeof LongPage>;

export default meta;
type Story = StoryObj<typeof meta>;

function headerRoot(canvasElement: HTMLElement): HTMLElement {
  const root = canvasElement.querySelector<HTMLElement>('[data-header-root]');
  if (!root) throw new Error('No header root in the story');
  return root;
}

/**
 * Scrolls the story's own page past the threshold: the banner is pinned at
 * the top, 50 px, with the trolley in reach, and the page below has not moved.
 * Scrolling back restores the normal header.
 */
async function scrollPastThresholdAndBack(canvasElement: HTMLElement) {
  const view = canvasElement.ownerDocument.defaultView;
  if (!view) throw new Error('The canvas is not in a window');
  const canvas = within(canvasElement);
  const root = headerRoot(canvasElement);
  const banner = canvas.getByRole('banner');
  const main = canvas.getByRole('main');
  const normalHeight = view.innerWidth < HEADER_LAYOUT.breakpoint ? HEADER_LAYOUT.compactHeight : HEADER_LAYOUT.height;
  const mainTop = main.offsetTop;

  view.scrollTo(0, SCROLLED_THRESHOLD_PX);
  // At exactly the threshold the header is still normal ("after 150 px").
  await new Promise((resolve) => view.requestAnimationFrame(() => view.requestAnimationFrame(resolve)));
  await expect(root.dataset['scrolled']).toBe('false');

  view.scrollTo(0, SCROLLED_THRESHOLD_PX + 250);
  await waitFor(() => expect(root.dataset['scrolled']).toBe('true'));
  const pinned = banner.getBoundingClientRect();
  await expect(pinned.top).toBe(0);
  await expect(pinned.height).toBe(HEADER_LAYOUT.compactHeight);
  await expect(root.getBoundingClientRect().height).toBe(normalHeight);
  await expect(main.offsetTop).toBe(mainTop);
  await expect(canvas.getByRole('link', { name: /(^|, )Trolley\b/ })).toBeVisible();

  view.scrollTo(0, 0);
  await waitFor(() => expect(root.dataset['scrolled']).toBe('false'));
  await expect(root.getBoundingClientRect().height).toBe(normalHeight);
  await expect(banner.getBoundingClientRect().top).toBe(root.getBoundingClientRect().top);
  await expect(main.offsetTop).toBe(mainTop);
}

/** Desktop: past 150 px the top bar and nav row go, and the masthead pins to the top at 50 px. */
export const ScrolledDesktop: Story = {
  name: 'Scrolled (desktop)',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => scrollPastThresholdAndBack(canvasElement),
};

/** Mobile: the 50 px header pins to the top past 150 px. */
export const ScrolledMobile: Story = {
  name: 'Scrolled (mobile)',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => scrollPastThresholdAndBack(canvasElement),
};
