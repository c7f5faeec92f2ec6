import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HeaderPropsInput } from '@grocer/shared-contracts';
import { CONTRACT_VERSION } from '@grocer/shared-contracts';
import type { HeaderModule } from './header-module.ts';
import { useRemoteHeader } from './use-remote-header.ts';
import { RenderBoundary } from './render-boundary.tsx';
import { FallbackHeader } from '../fallback/fallback-header.tsx';

function RemoteHeaderWith({ load }: { readonly load: Parameters<typeof useRemoteHeader>[1] }) {
  const { state, reportRenderError } = useRemoteHeader('http://remote.test/mf-manifest.json', load, () => 1000);
  if (state.status !== 'ready') return <FallbackHeader state={state.status} />;
  const { Header } = state.module;
  return (
    <RenderBoundary key={state.attempt} fallback={<FallbackHeader state="failed" />} onError={reportRenderError}>
      <Header />
    </RenderBoundary>
  );
}

const remoteHeader = (Header: (props: HeaderPropsInput) => React.ReactNode): HeaderModule => ({
  Header,
  contractVersion: CONTRACT_VERSION,
});
const RealHeader = () => <header>Remote header</header>;

describe('the remote header in the host', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the fallback while loading, then the remote header', async () => {
    render(<RemoteHeaderWith load={async () => remoteHeader(RealHeader)} />);
    expect(screen.getByRole('search')).toBeInTheDocument();
    await act(() => vi.runAllTimersAsync());
    expect(screen.getByRole('banner')).toHaveTextContent('Remote header');
  });

  it('keeps the fallback while the remote is down, retries in the background, and logs why', async () => {
    const load = vi
      .fn<Parameters<typeof useRemoteHeader>[1] & {}>()
      .mockRejectedValueOnce(new Error('ScriptExternalLoadError'))
      .mockRejectedValueOnce(new Error('ScriptExternalLoadError'))
      .mockResolvedValue(remoteHeader(RealHeader));
    render(<RemoteHeaderWith load={load} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(console.warn).toHaveBeenCalledWith(
      '[shell] Header remote unavailable (attempt 1): ScriptExternalLoadError. Retrying in 1s.',
    );
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('search')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(load).toHaveBeenCalledTimes(3);
    expect(load.mock.calls.map(([, attempt]) => attempt)).toEqual([0, 1, 2]);
    expect(screen.getByRole('banner')).toHaveTextContent('Remote header');
  });

  it('falls back when the remote header throws while rendering, then tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let crash = true;
    const Flaky = () => {
      if (crash) throw new Error('remote render bug');
      return <header>Remote header</header>;
    };
    render(<RemoteHeaderWith load={async () => remoteHeader(Flaky)} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('render failed: remote render bug'));
    crash = false;
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('banner')).toHaveTextContent('Remote header');
  });

  it('warns when the remote was built against another contract major', async () => {
    render(<RemoteHeaderWith load={async () => ({ Header: RealHeader, contractVersion: '99.0.0' })} />);
    await act(() => vi.runAllTimersAsync());
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('Header contract version mismatch: host'));
  });
});
