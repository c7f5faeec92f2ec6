import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Placement } from '@grocer/shared-contracts';
import type { DeliveryPassStatus } from '@grocer/shared-contracts/domain';
import { HeaderRoot } from '../../testing/header-under-test.tsx';
import { NOT_INITIALISED, SIGNED_OUT, type AuthState } from '../../shopping/auth-state.ts';
import { createShoppingStore, SIGNED_IN } from '../../shopping/testing/shopping-store.ts';
import { ServerDrawn } from '../../testing/server-drawn.tsx';
import { AccountLinks } from './account-links.tsx';
import { installFetch } from '../../../../test-support/fake-network.ts';
import { fakeAccountServices, type FakeAccountAnswers } from './testing/fake-account-services.ts';

type StoryArgs = FakeAccountAnswers & {
  readonly onEvent: () => void;
  readonly auth: AuthState;
  readonly placement: Placement;
  /** As the shopper's state brings it (GET /v1/header-state). */
  readonly deliveryPass?: DeliveryPassStatus;
};

/** The account links at the right of a masthead, in a header whose store already holds the shopper. */
function AccountLinksStory({ onEvent, auth, placement, deliveryPass }: StoryArgs) {
  return (
    <HeaderRoot
      input={{ services: { api: 'https://api.fernleaf.example' }, placement, onEvent }}
      store={createShoppingStore({ auth, ...(deliveryPass ? { deliveryPass } : {}) })}
    >
      <div
        style={{
          display: 'flex',
          justifyContent: 'flex-end',
          alignItems: 'center',
          height: 77,
          maxHeight: '100%',
          padding: '0 24px',
        }}
      >
        <AccountLinks />
      </div>
    </HeaderRoot>
  );
}

const meta = {
  title: 'Header/Account links',
  component: AccountLinksStory,
  args: { onEvent: fn(), auth: SIGNED_IN, placement: 'default' },
  // Nothing reaches a real network: the account calls are faked per story.
  beforeEach: ({ args }) => installFetch(fakeAccountServices({ returnToAdmin: args.returnToAdmin })),
} satisfies Meta<typeof AccountLinksStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * Below 992px the header is compact. A story opened on its own (the e2e
 * suite) is at full width whatever its viewport global says, so the mobile
 * stories check what the width they find calls for.
 */
const isCompact = (canvasElement: HTMLElement) => (canvasElement.ownerDocument.defaultView?.innerWidth ?? 1280) < 992;

/** Opens "My account" and waits for its items, which load on first use, to show. */
async function openMenu(canvasElement: HTMLElement) {
  const button = page(canvasElement).getByRole('button', { name: 'My account' });
  await userEvent.click(button);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = within(
    canvasElement.ownerDocument.getElementById(button.getAttribute('aria-controls') ?? '') ?? canvasElement,
  );
  await menu.findByRole('link', { name: 'Account overview' });
  return menu;
}

/** Signed out: "Sign in" back to this page, and "Register" at the token service. */
export const SignedOut: Story = {
  args: { auth: SIGNED_OUT },
  play: async ({ canvasElement }) => {
    const signIn = page(canvasElement).getByRole('link', { name: 'Sign in' });
    await expect(signIn.getAttribute('href')).toMatch(/^\/ecom\/login\?redirect=%2F/);
    await expect(page(canvasElement).getByRole('link', { name: 'Register' }).getAttribute('href')).toContain(
      '/v1/auth?prompt=login&screen_hint=signup&redirect_uri=',
    );
    await expect(page(canvasElement).queryByRole('button', { name: 'My account' })).toBeNull();
  },
};

/** Signed in on an ordinary page: Favourites, My orders and the collapsed "My account" dropdown. */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByRole('link', { name: 'Favourites' })).toBeVisible();
    await expect(page(canvasElement).getByRole('link', { name: 'My orders' })).toBeVisible();
    await expect(page(canvasElement).getByRole('button', { name: 'My account' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** The dropdown open on an ordinary page: the loyalty link, no My orders or Favourites inside. */
export const DropdownOpen: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    const names = menu.getAllByRole('listitem').map((item) => item.textContent);
    await expect(names).toEqual(['Account overview', 'Lists', 'Loyalty card', 'Sign out']);
  },
};

/** On the home placement the dropdown also holds My orders and Favourites, and no loyalty link. */
export const SignedInHome: Story = {
  args: { placement: 'home' },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(menu.getByRole('link', { name: 'My orders' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Favourites' })).toBeVisible();
    await expect(menu.queryByRole('link', { name: 'Loyalty card' })).toBeNull();
  },
};

/** A token session exists but auth has not finished: the signed-in display already, never "Sign in". */
export const TokenSessionPending: Story = {
  args: { auth: { ...NOT_INITIALISED, hasTokenSession: true } },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByRole('button', { name: 'My account' })).toBeVisible();
    await expect(page(canvasElement).queryByRole('link', { name: 'Sign in' })).toBeNull();
  },
};

/** A support user signed on as a customer: "Return to admin" instead of Sign out. */
export const SupportUserSignedOnAsCustomer: Story = {
  args: { auth: { ...SIGNED_IN, isSignedOnAsCustomer: true } },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(menu.getByRole('button', { name: 'Return to admin' })).toBeVisible();
    await expect(menu.queryByRole('button', { name: 'Sign out' })).toBeNull();
  },
};

/** Return to admin failed (the services answered 503): the shopper is told, and can try again. */
export const ReturnToAdminFailure: Story = {
  args: {
    auth: { ...SIGNED_IN, isSignedOnAsCustomer: true },
    returnToAdmin: { status: 503, body: { error: 'unavailable', message: 'The token service is down' } },
  },
  play: async ({ args, canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.click(menu.getByRole('button', { name: 'Return to admin' }));
    await expect(await menu.findByRole('alert')).toHaveTextContent(
      "Sorry, we couldn't return you to admin. Please try again.",
    );
    await expect(args.onEvent).toHaveBeenCalledWith(
      'header_error',
      expect.objectContaining({ code: 'return_to_admin_failed' }),
    );
  },
};

/** The shopper's delivery pass is ACTIVE: the menu links to their pass. */
export const DeliveryPassActive: Story = {
  args: { deliveryPass: 'ACTIVE' },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(await menu.findByRole('link', { name: 'Delivery Pass' })).toHaveAttribute(
      'href',
      '/ecom/myaccount/delivery-pass',
    );
  },
};

/** A delivery pass is AVAILABLE to the shopper: the menu links to the page offering it. */
export const DeliveryPassAvailable: Story = {
  args: { deliveryPass: 'AVAILABLE' },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(await menu.findByRole('link', { name: 'Delivery Pass' })).toHaveAttribute(
      'href',
      '/ecom/delivery-pass',
    );
  },
};

/** No status came with the shopper's state (UNKNOWN): no Delivery Pass link. */
export const DeliveryPassUnknown: Story = {
  args: { deliveryPass: 'UNKNOWN' },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await waitFor(() => expect(menu.getByRole('link', { name: 'Lists' })).toBeVisible());
    await expect(menu.queryByRole('link', { name: 'Delivery Pass' })).toBeNull();
  },
};

/** Below 992px: an account icon button (still named "My account") opening the same dropdown. */
export const MobileSignedIn: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const favourites = page(canvasElement).queryByRole('link', { name: 'Favourites' });
    await expect(favourites === null).toBe(isCompact(canvasElement));
    const menu = await openMenu(canvasElement);
    await expect(menu.getByRole('link', { name: 'Account overview' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(page(canvasElement).getByRole('button', { name: 'My account' })).toHaveFocus();
  },
};

/** Below 992px signed out: a "Sign in" account icon; Register is left to the mobile menu. */
export const MobileSignedOut: Story = {
  args: { auth: SIGNED_OUT },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByRole('link', { name: 'Sign in' })).toBeVisible();
    const register = page(canvasElement).queryByRole('link', { name: 'Register' });
    await expect(register === null).toBe(isCompact(canvasElement));
  },
};

/**
 * Before the header's script: the HTML the server draws for a signed-in shopper, with no
 * script of the header's. "My account" opens the items the server drew (the popover the live
 * header takes over); Sign out is also a GET form's button to its page.
 */
function ServerDrawnAccountLinks() {
  return (
    <ServerDrawn store={createShoppingStore({ auth: SIGNED_IN })} height={360}>
      <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', height: 77, padding: '0 24px' }}>
        <AccountLinks />
      </div>
    </ServerDrawn>
  );
}

export const BeforeScript: StoryObj<typeof ServerDrawnAccountLinks> = {
  render: () => <ServerDrawnAccountLinks />,
  play: async ({ canvasElement }) => {
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'My account' }));
    await expect(page(canvasElement).getByRole('link', { name: 'Account overview' })).toBeVisible();
    await expect(page(canvasElement).getByRole('button', { name: 'Sign out' })).toBeVisible();
  },
};
