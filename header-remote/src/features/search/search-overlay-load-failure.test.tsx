import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { HeaderSearch } from './header-search.tsx';
import { renderInHeader } from './testing/render-search.tsx';

// The overlay's chunk fails to load (a deploy replaced it, the network dropped).
vi.mock('./search-overlay.tsx', () => {
  throw new Error('Loading chunk search-overlay failed');
});

afterEach(() => vi.restoreAllMocks());

it('keeps the header, reports it, and tries afresh on the next press when the search overlay cannot load', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const { user, onEvent } = renderInHeader(<HeaderSearch />);
  const failures = () => onEvent.mock.calls.filter(([name]) => name === 'header_error');
  const opener = screen.getByRole('button', { name: 'Open search' });

  await user.click(opener);
  await waitFor(() => expect(failures()).toHaveLength(1));
  expect(failures()[0]?.[1]).toEqual(expect.objectContaining({ code: 'search_overlay_failed' }));
  expect(console.error).toHaveBeenCalledWith('[header] The search overlay failed to load', expect.anything());
  expect(screen.queryByRole('dialog', { name: 'Search' })).not.toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Search groceries' })).toBeInTheDocument();

  await user.click(opener);
  await waitFor(() => expect(failures()).toHaveLength(2));
});
