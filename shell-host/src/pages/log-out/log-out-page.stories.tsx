import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { installFakeServices, json, never, tokenSession, type FakeHandler } from '../../api/fake-services.ts';
import { LogOutPage } from './log-out-page.tsx';

type Args = { handlers: Record<string, FakeHandler>; replace: (path: string) => void };

const meta = {
  title: 'Host pages/Log out',
  args: { handlers: { 'POST /v1/auth/sign-out': () => new Response(null, { status: 204 }) }, replace: fn() },
  render: ({ replace }) => (
    <main style={{ padding: 16 }}>
      <LogOutPage
        location={{ pathname: '/ecom/log-out', search: '?signedOut' }}
        servicesUrl="https://api.fernleaf.example"
        replace={replace}
      />
    </main>
  ),
  beforeEach: ({ args }) => installFakeServices(args.handlers),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "You have signed out", with a link to groceries home. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'You have signed out' })).toBeVisible();
  },
};

/** Waiting for the services to end the session. */
export const SigningOut: Story = {
  args: { handlers: { ...tokenSession(), 'POST /v1/auth/sign-out': never } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Signing you out…')).toBeVisible();
  },
};

export const Failed: Story = {
  args: {
    handlers: { ...tokenSession(), 'POST /v1/auth/sign-out': () => json({ error: 'internal', message: 'x' }, 500) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};
