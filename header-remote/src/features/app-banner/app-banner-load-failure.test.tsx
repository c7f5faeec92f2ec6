import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { OnHeaderEvent } from '@grocer/shared-contracts';
import { HeaderRoot } from '../../testing/header-under-test.tsx';
import { AppBanner } from './app-banner.tsx';

// The card's chunk fails to load (a deploy replaced it, the network dropped).
vi.mock('./app-banner-card.tsx', () => {
  throw new Error('Loading chunk app-banner failed');
});

const ANDROID =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0.0.0 Safari/537.36';

afterEach(() => vi.restoreAllMocks());

function renderBanner(userAgent: string) {
  const onEvent = vi.fn<OnHeaderEvent>();
  render(
    <HeaderRoot input={{ clientLogging: true, onEvent }}>
      <AppBanner userAgent={userAgent} />
    </HeaderRoot>,
  );
  return onEvent;
}

it('shows no banner, and reports it, when the card cannot load', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const onEvent = renderBanner(ANDROID);
  await waitFor(() =>
    expect(onEvent).toHaveBeenCalledWith('header_error', expect.objectContaining({ code: 'app_banner_failed' })),
  );
  expect(screen.queryByRole('region', { name: 'Get the Fernleaf app' })).not.toBeInTheDocument();
  expect(console.error).toHaveBeenCalledWith('[header] The app banner failed to load', expect.anything());
});

it('does not even load the card where it will not show', async () => {
  const onEvent = renderBanner(DESKTOP);
  // Had the gate asked for the (failing) chunk, the failure would be reported by now.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(onEvent).not.toHaveBeenCalledWith('header_error', expect.anything());
});
