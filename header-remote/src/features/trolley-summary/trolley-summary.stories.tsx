import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HeaderRoot } from '../../testing/header-under-test.tsx';
import { NOT_INITIALISED, type AuthState } from '../../shopping/auth-state.ts';
import type { TrolleyState } from '../../shopping/shopping-state.ts';
import { loadedTrolley, sampleTrolleyResult } from '../../shopping/testing/shopping-fixtures.ts';
import { createShoppingStore, SIGNED_OUT } from '../../shopping/testing/shopping-store.ts';
import { TrolleySummary } from './trolley-summary.tsx';

type Args = { readonly trolley?: TrolleyState; readonly auth?: AuthState };

const loaded = (count: number, total: number, updating = false): TrolleyState =>
  loadedTrolley(sampleTrolleyResult({ count, total }), { updating });

const meta = {
  title: 'Header/Trolley summary',
  // In the masthead's shopping area, from a store already in the state (no network).
  render: ({ trolley, auth }) => (
    <div style={{ display: 'flex', alignItems: 'center', height: 77, padding: '0 24px' }}>
      <HeaderRoot
        input={{ services: { api: 'https://api.fernleaf.example' } }}
        store={createShoppingStore({ trolley, auth })}
      >
        <TrolleySummary />
      </HeaderRoot>
    </div>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const summary = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('link', { name });

/** Loading: the first load; the layout is kept and the link says it is busy. */
export const Loading: Story = {
  args: { trolley: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const link = summary(canvasElement, 'Total, Trolley, loading');
    await expect(link).toHaveAttribute('aria-busy', 'true');
    await expect(within(link).getByText('Total')).toBeVisible();
  },
};

/** Loading before the session is known, for a shopper whose token-session cookie says they are signed in. */
export const LoadingSession: Story = {
  args: { auth: { ...NOT_INITIALISED, hasTokenSession: true } },
  play: async ({ canvasElement }) => {
    await expect(summary(canvasElement, 'Total, Trolley, loading')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Empty: 0 items, £0.00. */
export const Empty: Story = {
  args: { trolley: loaded(0, 0) },
  play: async ({ canvasElement }) => {
    const link = summary(canvasElement, '0 Total £0.00, Trolley, 0 items');
    await expect(within(link).getByText('0')).toBeVisible();
    await expect(within(link).getByText('£0.00')).toBeVisible();
  },
};

/** One item. */
export const OneItem: Story = {
  args: { trolley: loaded(1, 2.5) },
  play: async ({ canvasElement }) => {
    await expect(within(summary(canvasElement, '1 Total £2.50, Trolley, 1 item')).getByText('1')).toBeVisible();
  },
};

/** Under £1 the total shows in pence. */
export const Pence: Story = {
  args: { trolley: loaded(1, 0.45) },
  play: async ({ canvasElement }) => {
    await expect(within(summary(canvasElement, '1 Total 45p, Trolley, 1 item')).getByText('45p')).toBeVisible();
  },
};

/** 99 items: the largest count shown as it is. */
export const NinetyNineItems: Story = {
  args: { trolley: loaded(99, 247.5) },
  play: async ({ canvasElement }) => {
    await expect(within(summary(canvasElement, '99 Total £247.50, Trolley, 99 items')).getByText('99')).toBeVisible();
  },
};

/** Over 99 items (the demo full@ trolley has 120): "99+". */
export const OverNinetyNineItems: Story = {
  args: { trolley: loaded(120, 300) },
  play: async ({ canvasElement }) => {
    await expect(
      within(summary(canvasElement, '99+ Total £300.00, Trolley, 99+ items')).getByText('99+'),
    ).toBeVisible();
  },
};

/** A huge total is cut short on screen (the link's name has it whole) and never widens the masthead. */
export const HugeTotal: Story = {
  args: { trolley: loaded(5, 123_456_789.5) },
  play: async ({ canvasElement }) => {
    const link = summary(canvasElement, '5 Total £123456789.50, Trolley, 5 items');
    const normal = link.getBoundingClientRect().width;
    await expect(normal).toBeLessThanOrEqual(160);
  },
};

/** Error: the cost text reads "Trolley". */
export const TrolleyError: Story = {
  args: { trolley: { status: 'error', message: 'Request failed with status code 500' } },
  play: async ({ canvasElement }) => {
    const link = summary(canvasElement, 'Trolley');
    await expect(within(link).getByText('Trolley')).toBeVisible();
    await expect(within(link).queryByText('Total')).not.toBeInTheDocument();
  },
};

/** Updating: a page is changing the trolley; the last figures stay, and a spinner takes the icon's place. */
export const Updating: Story = {
  args: { trolley: loaded(3, 46.5, true) },
  play: async ({ canvasElement }) => {
    const link = summary(canvasElement, '3 Total £46.50, Trolley, 3 items');
    await expect(link).toHaveAttribute('aria-busy', 'true');
    await expect(link).toHaveAttribute('data-state', 'updating');
  },
};

/** Signed out: a plain trolley link. */
export const SignedOut: Story = {
  args: { auth: SIGNED_OUT },
  play: async ({ canvasElement }) => {
    const link = summary(canvasElement, 'Trolley');
    await expect(link).toHaveAttribute('href', '/ecom/shop/trolley');
    await expect(link).not.toHaveAttribute('aria-busy');
  },
};

/** Every state side by side, at the same width. */
export const All: Story = {
  render: () => {
    const states: readonly (readonly [string, Args])[] = [
      ['Loading', { trolley: { status: 'loading' } }],
      ['Empty', { trolley: loaded(0, 0) }],
      ['One item', { trolley: loaded(1, 2.5) }],
      ['99 items', { trolley: loaded(99, 247.5) }],
      ['120 items', { trolley: loaded(120, 300) }],
      ['Error', { trolley: { status: 'error', message: 'failed' } }],
      ['Updating', { trolley: loaded(3, 46.5, true) }],
      ['Signed out', { auth: SIGNED_OUT }],
    ];
    return (
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'max-content max-content',
          gap: 12,
          padding: 24,
          alignItems: 'center',
        }}
      >
        {states.map(([label, state]) => (
          <div key={label} style={{ display: 'contents' }}>
            <span style={{ fontFamily: 'system-ui, sans-serif' }}>{label}</span>
            <HeaderRoot
              input={{ services: { api: 'https://api.fernleaf.example' } }}
              store={createShoppingStore(state)}
            >
              <TrolleySummary />
            </HeaderRoot>
          </div>
        ))}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(8);
    const widths = new Set(links.map((link) => Math.round(link.getBoundingClientRect().width)));
    // One width for every state: loading, errors and updates never shift the masthead.
    await expect(widths.size).toBe(1);
  },
};
