import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { json, never, tokenAnswer } from '../../api/fake-services.ts';
import { at, pageStory, STORY_SERVICES_URL, type FakeServicesArgs } from '../shared/testing/page-story.tsx';
import { AdminCustomerPage } from './admin-customer-page.tsx';

type Args = FakeServicesArgs & { navigate: (path: string) => void; pathname: string };

const supportSignedIn = () =>
  json(tokenAnswer('support-own-token-0123456789', { customerId: 'S-2001', role: 'support' }));

const meta = {
  title: 'Host pages/Admin customer details',
  args: {
    handlers: { 'POST /v1/auth/sign-in': supportSignedIn },
    navigate: fn(),
    pathname: '/admin/customers/C-1002',
  },
  ...pageStory<Args>(({ navigate, pathname }) => (
    <AdminCustomerPage location={at(pathname)} servicesUrl={STORY_SERVICES_URL} navigate={navigate} />
  )),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

async function signIn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Email address'), 'support@example.com');
  await userEvent.type(canvas.getByLabelText('Password'), 'support');
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
  return canvas;
}

/** The customer id and the support sign-in form. */
export const SignInForm: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('form', { name: 'Support sign-in' })).toBeVisible();
  },
};

/** Signed in as a support user: ready to sign on as the customer. */
export const SupportSignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Sign on as this customer' })).toBeVisible();
  },
};

/** Waiting for the services to start the acting session. */
export const SigningOn: Story = {
  args: { handlers: { 'POST /v1/auth/sign-in': supportSignedIn, 'POST /v1/auth/sign-on-as-customer': never } },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign on as this customer' }));
    await expect(await canvas.findByRole('button', { name: 'Signing on…' })).toBeVisible();
  },
};

/** The services know no such customer. */
export const UnknownCustomer: Story = {
  args: {
    handlers: {
      'POST /v1/auth/sign-in': supportSignedIn,
      'POST /v1/auth/sign-on-as-customer': () => json({ error: 'customer_not_found', message: 'x' }, 404),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign on as this customer' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('There is no customer with this id.');
  },
};

/** A shopper tried to use the admin page. */
export const NotSupport: Story = {
  args: {
    handlers: {
      'POST /v1/auth/sign-in': () => json(tokenAnswer()),
      'POST /v1/auth/sign-out': () => new Response(null, { status: 204 }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This page is for support users only.');
  },
};

/** An address that names no customer. */
export const NotACustomer: Story = {
  args: { pathname: '/admin/customers/%3Cscript%3E' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('There is no customer at this address.')).toBeVisible();
  },
};
