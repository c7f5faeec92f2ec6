import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { HeaderRoot } from '../../testing/header-under-test.tsx';
import { readCookie, removeCookie } from '../../lib/cookies.ts';
import { AppBanner } from './app-banner.tsx';
import { APP_BANNER_DISMISSED_COOKIE } from './app-banner-rule.ts';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const IOS_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1';
const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const NATIVE_APP = `${IOS_CHROME} FernleafApp/5.12.0`;

function renderBanner(userAgent: string) {
  return render(
    <HeaderRoot input={{}}>
      <button type="button">Last header control</button>
      <AppBanner userAgent={userAgent} />
      <a href="#main">Page content</a>
    </HeaderRoot>,
  );
}

const banner = () => screen.queryByRole('region', { name: 'Get the Fernleaf app' });
/** The card loads lazily: waits until it shows. */
const shownBanner = () => screen.findByRole('region', { name: 'Get the Fernleaf app' });
/** Lets the card's chunk arrive, so a banner that was (wrongly) on its way would be showing by now. */
const settled = () => act(() => import('./app-banner-card.tsx').then(() => undefined));

afterEach(() => {
  vi.restoreAllMocks();
  removeCookie(APP_BANNER_DISMISSED_COOKIE);
});

describe('App banner (spec section 4)', () => {
  it('offers Google Play, in a new tab, on Android', async () => {
    const { container } = renderBanner(ANDROID);
    const region = await shownBanner();
    const link = within(region).getByRole('link', { name: 'Get it on Google Play (opens in a new tab)' });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\/play\.google\.com\/store\/apps\//));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(region).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('offers the App Store on iOS outside Safari', async () => {
    const { container } = renderBanner(IOS_CHROME);
    const region = await shownBanner();
    const link = within(region).getByRole('link', { name: 'Download on the App Store (opens in a new tab)' });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\/apps\.apple\.com\//));
    await expectNoAxeViolations(container);
  });

  it.each([
    ['in Safari on iOS', IOS_SAFARI],
    ['inside the native app', NATIVE_APP],
    ['on a desktop', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0.0.0 Safari/537.36'],
  ])('does not show %s', async (_name, userAgent) => {
    renderBanner(userAgent);
    await settled();
    expect(banner()).not.toBeInTheDocument();
  });

  it('does not show once dismissed before', async () => {
    document.cookie = `${APP_BANNER_DISMISSED_COOKIE}=true; Path=/`;
    renderBanner(ANDROID);
    await settled();
    expect(banner()).not.toBeInTheDocument();
  });

  it('goes, remembers the dismissal in a cookie, and hands focus back to where the shopper came from', async () => {
    const user = userEvent.setup();
    renderBanner(ANDROID);
    const region = await shownBanner();
    screen.getByRole('button', { name: 'Last header control' }).focus();
    await user.tab();
    await user.tab();
    expect(within(region).getByRole('button', { name: 'Dismiss' })).toHaveFocus();

    await user.keyboard('{Enter}');

    expect(banner()).not.toBeInTheDocument();
    expect(readCookie(APP_BANNER_DISMISSED_COOKIE)).toBe('true');
    expect(screen.getByRole('button', { name: 'Last header control' })).toHaveFocus();
  });

  it('stays away on the next page once dismissed', async () => {
    const user = userEvent.setup();
    const { unmount } = renderBanner(IOS_CHROME);
    await user.click(within(await shownBanner()).getByRole('button', { name: 'Dismiss' }));
    unmount();

    renderBanner(IOS_CHROME);
    await settled();
    expect(banner()).not.toBeInTheDocument();
  });

  it('keeps the dismissal for one year, site-wide (spec section 9)', async () => {
    const user = userEvent.setup();
    const written = vi.spyOn(document, 'cookie', 'set');
    renderBanner(ANDROID);
    await user.click(within(await shownBanner()).getByRole('button', { name: 'Dismiss' }));
    const cookie = written.mock.calls
      .map(([value]) => value)
      .find((value) => value.startsWith('app-banner-dismissed='));
    expect(cookie?.split('; ')).toEqual(
      expect.arrayContaining(['app-banner-dismissed=true', 'Max-Age=31536000', 'Path=/', 'SameSite=Lax']),
    );
  });
});
