import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { atom, useAtom } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import type { OnHeaderEvent } from '@grocer/shared-contracts';
import { HeaderRoot } from './header-root.tsx';

const countAtom = atom(0);

function Counter({ label }: { readonly label: string }) {
  const [count, setCount] = useAtom(countAtom);
  return <button onClick={() => setCount((value) => value + 1)}>{`${label}: ${count}`}</button>;
}

function Broken(): never {
  throw new Error('feature crashed');
}

describe('HeaderRoot', () => {
  it('gives each mounted header its own state', async () => {
    render(
      <>
        <HeaderRoot input={{}}>
          <Counter label="first" />
        </HeaderRoot>
        <HeaderRoot input={{}}>
          <Counter label="second" />
        </HeaderRoot>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'first: 0' }));
    expect(screen.getByRole('button', { name: 'first: 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'second: 0' })).toBeInTheDocument();
  });

  it('shows the logo-only fallback and reports the error when a feature crashes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onEvent = vi.fn<OnHeaderEvent>();
    render(
      <HeaderRoot input={{ onEvent }}>
        <Broken />
      </HeaderRoot>,
    );
    expect(screen.getByRole('link', { name: 'Fernleaf, groceries home' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(onEvent).toHaveBeenCalledWith('header_error', {
      code: 'render_failed',
      message: 'Error: feature crashed',
    });
    vi.mocked(console.error).mockRestore();
  });
});
