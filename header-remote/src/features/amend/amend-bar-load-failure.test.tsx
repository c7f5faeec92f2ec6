import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { OnHeaderEvent } from '@grocer/shared-contracts';
import { HeaderRoot } from '../../testing/header-under-test.tsx';
import { AmendBar } from './amend-bar.tsx';
import { amendingStore } from './testing/amend-fixtures.ts';

// The bar's chunk fails to load (a deploy replaced it, the network dropped).
vi.mock('./pinned-amend-bar.tsx', () => {
  throw new Error('Loading chunk amend-bar failed');
});

afterEach(() => vi.restoreAllMocks());

it('shows no bar, and reports it, when the bar cannot load', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const onEvent = vi.fn<OnHeaderEvent>();
  render(
    <HeaderRoot input={{ features: { sitePinBar: true }, clientLogging: true, onEvent }} store={amendingStore()}>
      <AmendBar />
    </HeaderRoot>,
  );
  await waitFor(() =>
    expect(onEvent).toHaveBeenCalledWith('header_error', expect.objectContaining({ code: 'amend_bar_failed' })),
  );
  expect(screen.queryByRole('region', { name: 'Amending your order' })).not.toBeInTheDocument();
  expect(console.error).toHaveBeenCalledWith('[header] The amend bar failed to load', expect.anything());
});
