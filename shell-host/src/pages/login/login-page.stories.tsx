import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { json, never, tokenSession } from '../../api/testing/fake-services.ts';
import { at, pageStory, STORY_SERVICES_URL, type FakeServicesArgs } from '../shared/testing/page-story.tsx';
import { LoginPage } from './login-page.tsx';

type Args = FakeServicesArgs & { navigate: (path: string) => void };

const meta = {
  title: 'Host pages/Sign in',
  args: { handlers: {}, navigate: fn() },
  ...pageStory<Args>(({ navigate }) => (
    <LoginPage
      location={at('/ecom/login', '?redirect=%2Fecom%2Fshop%2Ftrolley')}
      servicesUrl={STORY_SERVICES_URL}
      navigate={navigate}
    />
  )),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No token session: the form. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Email address')).toBeVisible();
  },
};

/** Asking the token endpoint. */
export const Checking: Story = {
  args: { handlers: { 'POST /v1/auth/token': never } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      "Checking whether you're signed in…",
    );
  },
};

/** Wrong password. */
export const Refused: Story = {
  args: { handlers: { 'POST /v1/auth/sign-in': () => json({ error: 'invalid_credentials', message: 'x' }, 401) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByLabelText('Email address'), 'booked@example.com');
    await userEvent.type(page.getByLabelText('Password'), 'wrong');
    await userEvent.click(page.getByRole('button', { name: 'Sign in' }));
    await expect(await page.findByRole('alert')).toBeVisible();
  },
};

/** The cookies hold a session: go back, or sign out. */
export const SignedIn: Story = {
  args: { handlers: tokenSession() },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Go back to where you were' })).toBeVisible();
  },
};
