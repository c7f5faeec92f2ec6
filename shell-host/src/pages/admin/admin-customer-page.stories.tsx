import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { json, never, tokenAnswer } from '../../api/testing/fake-services.ts';
import { at, pageStory, STORY_SERVICES_URL, type FakeServicesArgs } from '../shared/testing/page-story.tsx';
import { AdminCustomerPage } from './admin-customer-page.tsx';
import { supportSignedIn } from './testing/support-user.ts';

type Args = FakeServicesArgs & { navigate: (path: string) => void; pathname: string };

const AUDIT = 'GET /v1/admin/customers/C-1002/support-audit';
const noAudit = () => json({ customerId: 'C-1002', entries: [], nextBefore: null });
const ticket = {
  supportUserId: 'S-2001',
  customerId: 'C-1002',
  namedCustomerId: null,
  reason: 'Ticket 4411: the customer was charged for a missing item and asked for a refund',
  clientAddress: '203.0.113.7',
};
const someAudit = () =>
  json({
    customerId: 'C-1002',
    nextBefore: null,
    entries: [
      { ...ticket, action: 'return_to_admin', at: '2026-11-20T14:35:00.000Z' },
      { ...ticket, action: 'sign_on', at: '2026-11-20T14:20:00.000Z' },
      {
        action: 'sign_on',
        supportUserId: 'S-2002',
        customerId: 'C-1002',
        namedCustomerId: null,
        reason: 'Delivery address change by phone',
        clientAddress: '2001:db8::17',
        at: '2026-11-18T09:05:00.000Z',
      },
    ],
  });

const meta = {
  title: 'Host pages/Admin customer details',
  args: {
    handlers: { 'POST /v1/auth/sign-in': supportSignedIn, [AUDIT]: noAudit },
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

async function signOn(canvas: ReturnType<typeof within>, reason: string) {
  const form = await canvas.findByRole('form', { name: 'Sign on as this customer' });
  if (reason) await userEvent.type(within(form).getByRole('textbox', { name: 'Reason' }), reason);
  await userEvent.click(within(form).getByRole('button', { name: 'Sign on as this customer' }));
}

/** The customer id and the support sign-in form. */
export const SignInForm: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('form', { name: 'Support sign-in' })).toBeVisible();
  },
};

/** Signed in as a support user: ready to sign on as the customer, with no support actions yet. */
export const SupportSignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Reason' })).toBeVisible();
    await expect(await canvas.findByText('No support user has signed on as this customer yet.')).toBeVisible();
  },
};

/** The support audit for the customer: sign-ons and returns, newest first. */
export const WithSupportAudit: Story = {
  args: { handlers: { 'POST /v1/auth/sign-in': supportSignedIn, [AUDIT]: someAudit } },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Support actions for this customer, newest first' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};

/** A customer with more support actions than one page: older pages are a button away. */
const pagedAudit = ({ url }: { url: URL }) =>
  url.searchParams.get('before') === '51'
    ? json({
        customerId: 'C-1002',
        nextBefore: null,
        entries: [{ ...ticket, action: 'sign_on', at: '2026-10-02T11:00:00.000Z' }],
      })
    : json({
        customerId: 'C-1002',
        nextBefore: '51',
        entries: [
          { ...ticket, action: 'return_to_admin', at: '2026-11-20T14:35:00.000Z' },
          { ...ticket, action: 'sign_on', at: '2026-11-20T14:20:00.000Z' },
        ],
      });

/** The newest page of a long support audit, with a button to the older entries; then the older page. */
export const PagedSupportAudit: Story = {
  args: { handlers: { 'POST /v1/auth/sign-in': supportSignedIn, [AUDIT]: pagedAudit } },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    const pages = await canvas.findByRole('navigation', { name: 'Support audit pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Older entries' }));
    await expect(await canvas.findByRole('button', { name: 'Newer entries' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

/** The support audit could not be loaded: the page says so and offers another try. */
export const SupportAuditFailed: Story = {
  args: {
    handlers: {
      'POST /v1/auth/sign-in': supportSignedIn,
      [AUDIT]: () => json({ error: 'unavailable', message: 'x' }, 503),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent("Sorry, we couldn't load the support audit.");
  },
};

/** Signing on without a reason: the field says what is wrong and has the focus. */
export const ReasonMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await signOn(canvas, '');
    const reason = canvas.getByRole('textbox', { name: 'Reason' });
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toHaveFocus();
  },
};

/** Waiting for the services to start the acting session. */
export const SigningOn: Story = {
  args: {
    handlers: {
      'POST /v1/auth/sign-in': supportSignedIn,
      [AUDIT]: noAudit,
      'POST /v1/auth/sign-on-as-customer': never,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await signOn(canvas, 'Customer asked for help with an order');
    await expect(await canvas.findByRole('button', { name: 'Signing on…' })).toBeVisible();
  },
};

/** The services know no such customer. */
export const UnknownCustomer: Story = {
  args: {
    handlers: {
      'POST /v1/auth/sign-in': supportSignedIn,
      [AUDIT]: noAudit,
      'POST /v1/auth/sign-on-as-customer': () => json({ error: 'customer_not_found', message: 'x' }, 404),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await signOn(canvas, 'Customer asked for help with an order');
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
