import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appendHostPage, isInert } from '../../../../test-support/inert.ts';
import { HeaderRoot } from '../../testing/header-under-test.tsx';
import { MultiSearchLauncher } from './multi-search-launcher.tsx';

vi.mock('./use-customer-id.ts', () => ({ useCustomerId: vi.fn(() => undefined) }));

let host: HTMLElement;
beforeEach(() => {
  localStorage.clear();
  host = appendHostPage();
});
afterEach(() => host.remove());

describe('Multi-search: the page behind', () => {
  it("is inert while the modal is open, the header and the host page's content too, and given back on Escape", async () => {
    const user = userEvent.setup();
    render(
      <HeaderRoot input={{}}>
        <MultiSearchLauncher />
      </HeaderRoot>,
    );
    const launcher = screen.getByRole('button', { name: 'Multi-search' });
    await user.click(launcher);
    const dialog = await screen.findByRole('dialog', { name: 'Multi-search' });
    const hostLink = screen.getByRole('link', { name: 'Host offers' });
    // Once it is painted (modal-inert.ts).
    await waitFor(() => expect(isInert(hostLink)).toBe(true));
    expect(isInert(launcher)).toBe(true);
    expect(isInert(dialog)).toBe(false);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(isInert(hostLink)).toBe(false);
    expect(isInert(launcher)).toBe(false);
    expect(launcher).toHaveFocus();
  });
});
