import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FooterView } from './footer-view.tsx';
import { FOOTER_FIXTURE } from './testing/footer-fixture.ts';

const meta = {
  title: 'Footer/Site footer',
  component: FooterView,
  parameters: { layout: 'fullscreen' },
  args: { state: { status: 'loaded', groups: FOOTER_FIXTURE.groups } },
} satisfies Meta<typeof FooterView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The footer taxonomy, group beside group from md (768px) up; the store finder opens in a new tab. */
export const Loaded: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('navigation', { name: 'Footer' });
    const wide = (canvasElement.ownerDocument.defaultView?.innerWidth ?? 1280) >= 768;
    if (!wide) return;
    await expect(within(footer).getAllByRole('heading', { level: 2 })).toHaveLength(2);
    await expect(within(footer).getByRole('link', { name: 'Find a store (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

/**
 * Below md each group folds behind a disclosure button; a shopper opens the one they want.
 * (The e2e suite plays it at a phone's size.)
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  tags: ['phone-viewport'],
  play: async ({ canvasElement }) => {
    const narrow = (canvasElement.ownerDocument.defaultView?.innerWidth ?? 1280) < 768;
    if (!narrow) return;
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Shopping with us' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Offers' })).toBeVisible();
  },
};

/** The taxonomy could not load: customer service and the store finder stay (decision 021). */
export const LoadFailed: Story = {
  args: { state: { status: 'failed', error: 'GET content/footer answered 503' } },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Customer service',
      'Find a store (opens in a new tab)',
    ]);
  },
};

/** While the taxonomy loads: an empty footer, which grows once (nothing above it moves). */
export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('contentinfo')).toHaveAttribute('data-footer-status', 'loading');
  },
};
