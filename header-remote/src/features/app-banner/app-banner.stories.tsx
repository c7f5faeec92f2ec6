import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HeaderRoot } from '../../testing/header-under-test.tsx';
import { readCookie, removeCookie, writeCookie } from '../../lib/cookies.ts';
import { AppBanner } from './app-banner.tsx';
import { APP_BANNER_DISMISSAL_MAX_AGE, APP_BANNER_DISMISSED_COOKIE } from './app-banner-rule.ts';

/** Real user agents: the story's browser is a desktop one, so each story says which device it stands for. */
const USER_AGENTS = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  iosChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  iosSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  nativeApp:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 FernleafApp/5.12.0',
} as const;

type StoryArgs = { readonly userAgent: string; readonly onEvent: () => void };

/** A page behind the banner, which floats over its bottom corner. */
function AppBannerStory({ userAgent, onEvent }: StoryArgs) {
  return (
    <>
      <HeaderRoot input={{ onEvent }}>
        <AppBanner userAgent={userAgent} />
      </HeaderRoot>
      <main style={{ padding: 24, fontFamily: 'system-ui' }}>
        <h1>Groceries</h1>
        <p>The page scrolls behind the banner, which stays fixed to the bottom of the window.</p>
      </main>
    </>
  );
}

const meta = {
  title: 'Header/App banner',
  component: AppBannerStory,
  args: { userAgent: USER_AGENTS.android, onEvent: fn() },
  // Each story starts, and leaves the browser, without a dismissal.
  beforeEach: () => {
    removeCookie(APP_BANNER_DISMISSED_COOKIE);
    return () => removeCookie(APP_BANNER_DISMISSED_COOKIE);
  },
} satisfies Meta<typeof AppBannerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const NAME = 'Get the Fernleaf app';
/** The card loads lazily once it is to show: waits for it. */
const banner = (canvasElement: HTMLElement) => within(canvasElement).findByRole('region', { name: NAME });

/** Lets the card's chunk arrive, then checks nothing shows. */
async function expectNoBanner(canvasElement: HTMLElement) {
  await import('./app-banner-card.tsx');
  await new Promise((resolve) => setTimeout(resolve, 100));
  await expect(within(canvasElement).queryByRole('region', { name: NAME })).not.toBeInTheDocument();
}

/** Android: the Google Play link; dismissing hides it and remembers that for a year. */
export const Android: Story = {
  play: async ({ canvasElement }) => {
    const region = await banner(canvasElement);
    await expect(
      within(region).getByRole('link', { name: 'Get it on Google Play (opens in a new tab)' }),
    ).toHaveAttribute('href', expect.stringContaining('play.google.com'));
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(within(canvasElement).queryByRole('region', { name: NAME })).not.toBeInTheDocument());
    await expect(readCookie(APP_BANNER_DISMISSED_COOKIE)).toBe('true');
  },
};

/** Android on a phone: the card spans the width, just above the bottom edge. */
export const AndroidMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(await banner(canvasElement)).getByRole('button', { name: 'Dismiss' })).toBeVisible();
  },
};

/** iOS outside Safari (Chrome here): the App Store link. */
export const IosChrome: Story = {
  args: { userAgent: USER_AGENTS.iosChrome },
  play: async ({ canvasElement }) => {
    const region = await banner(canvasElement);
    await expect(
      within(region).getByRole('link', { name: 'Download on the App Store (opens in a new tab)' }),
    ).toHaveAttribute('href', expect.stringContaining('apps.apple.com'));
  },
};

/** Safari on iOS shows its own app banner: none from the header. */
export const IosSafariHidden: Story = {
  args: { userAgent: USER_AGENTS.iosSafari },
  play: async ({ canvasElement }) => expectNoBanner(canvasElement),
};

/** Inside the native app (its web view adds "FernleafApp/"): none. */
export const NativeAppHidden: Story = {
  args: { userAgent: USER_AGENTS.nativeApp },
  play: async ({ canvasElement }) => expectNoBanner(canvasElement),
};

/** Dismissed before (the cookie is there): none, even on Android. */
export const DismissedHidden: Story = {
  beforeEach: () => writeCookie(APP_BANNER_DISMISSED_COOKIE, 'true', { maxAge: APP_BANNER_DISMISSAL_MAX_AGE }),
  play: async ({ canvasElement }) => expectNoBanner(canvasElement),
};
