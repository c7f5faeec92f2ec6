import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type OnHeaderEvent } from '@grocer/shared-contracts/domain';
import { HeaderRoot } from '../../testing/header-under-test.tsx';
import { MultiSearchLauncher } from './multi-search-launcher.tsx';

// The modal's code fails (a broken deploy, a render error): the header must carry on.
vi.mock('./multi-search-dialog.tsx', () => ({
  MultiSearchDialog: () => {
    throw new Error('The multi-search chunk is broken');
  },
}));

describe('Multi-search launcher when the modal fails', () => {
  it('reports the failure, keeps the header and its button, and tries again on the next press', async () => {
    const caught = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onEvent = vi.fn<OnHeaderEvent>();
    render(
      <HeaderRoot input={{ onEvent }}>
        <p>Rest of the header</p>
        <MultiSearchLauncher />
      </HeaderRoot>,
    );
    const launcher = screen.getByRole('button', { name: 'Multi-search' });
    const failures = () => onEvent.mock.calls.filter(([name]) => name === 'header_error');

    await userEvent.click(launcher);
    await waitFor(() => expect(failures()).toHaveLength(1));
    expect(failures()[0]).toEqual([
      'header_error',
      { code: 'multi_search_failed', message: 'Error: The multi-search chunk is broken' },
    ]);
    expect(screen.getByText('Rest of the header')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Multi-search' }));
    await waitFor(() => expect(failures()).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Multi-search' })).toBeInTheDocument();
    caught.mockRestore();
  });
});
