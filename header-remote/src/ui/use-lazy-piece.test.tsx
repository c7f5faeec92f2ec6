import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { retryableLazy } from './use-lazy-piece.ts';

const code = () => ({ Greeting: ({ name }: { name: string }) => <p>Hello {name}</p> });

function renderPiece(Piece: React.ComponentType<{ name: string }>) {
  return render(
    <Suspense fallback={<p>Loading</p>}>
      <Piece name="Ann" />
    </Suspense>,
  );
}

describe('retryableLazy', () => {
  it('renders a piece whose code was asked for beforehand at once, with no fallback in between', async () => {
    const load = vi.fn(() => Promise.resolve(code()));
    const piece = retryableLazy(load, (module) => module.Greeting);
    piece.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
    await Promise.resolve();

    renderPiece(piece());

    // In the first commit: a fallback shown even for a moment would hold the piece back 300 ms.
    expect(screen.getByText('Hello Ann')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it('shows the fallback while the code is on its way, then the piece; the next piece renders at once', async () => {
    const piece = retryableLazy(
      () => Promise.resolve(code()),
      (module) => module.Greeting,
    );
    const first = renderPiece(piece());
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ann')).toBeInTheDocument();
    first.unmount();

    renderPiece(piece());
    expect(screen.getByText('Hello Ann')).toBeInTheDocument();
  });

  it('asks again after a failed load: a later piece is not stuck with the failure', async () => {
    const load = vi
      .fn<() => Promise<ReturnType<typeof code>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(code());
    const piece = retryableLazy(load, (module) => module.Greeting);
    piece.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());

    renderPiece(piece());
    expect(await screen.findByText('Hello Ann')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
