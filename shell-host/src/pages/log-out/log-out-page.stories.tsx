import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { json, never, tokenSession } from '../../api/testing/fake-services.ts';
import { at, pageStory, STORY_SERVICES_URL, type FakeServicesArgs } from '../shared/testing/page-story.tsx';
import { LogOutPage } from './log-out-page.tsx';

type Args = FakeServicesArgs & { replace: (path: string) => void };

const meta = {
  title: 'Host pages/Log out',
  args: { handlers: { 'POST /v1/auth/sign-out': () => new Response(null, { status: 204 }) }, replace: fn() },
  ...pageStory<Args>(({ replace }) => (
    <LogOutPage location={at('/ecom/log-out', '?signedOut')} servicesUrl={STORY_SERVICES_URL} replace={replace} />
  )),
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
