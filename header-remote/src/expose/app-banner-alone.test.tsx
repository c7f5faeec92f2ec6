import { afterEach, expect, it, vi } from 'vitest';
import { showAppBannerAlone } from './app-banner-alone.tsx';

vi.mock('../features/app-banner/app-banner-card.tsx', () => {
  throw new Error('chunk failed');
});

afterEach(() => {
  document.body.innerHTML = '';
});

it('takes its place away and says so when the card cannot load', async () => {
  const onFailed = vi.fn();
  showAppBannerAlone('android', onFailed);
  expect(document.querySelector('[data-header-app-banner]')).not.toBeNull();

  await vi.waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
  // vitest's words for the failed import, around the module's own error.
  expect(String(onFailed.mock.calls[0]?.[0])).toContain('error when mocking a module');
  expect(document.querySelector('[data-header-app-banner]')).toBeNull();
});
