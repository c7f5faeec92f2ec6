import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HeaderPropsInput, OnHeaderEvent } from '@grocer/shared-contracts/domain';
import { CONTRACT_VERSION } from '@grocer/shared-contracts/domain';
import type { HeaderModule } from './header-module.ts';
import { useRemoteHeader } from './use-remote-header.ts';
import { RenderBoundary } from './render-boundary.tsx';
import { FallbackHeader } from '../fallback/fallback-header.tsx';

type Loader = Parameters<typeof useRemoteHeader>[1];

function RemoteHeaderWith({ load, onEvent }: { readonly load: Loader; readonly onEvent?: OnHeaderEvent }) {
  const { state, reportRenderError } = useRemoteHeader(
    'http://remote.test/mf-manifest.json',
    load,
    () => 1000,
    onEvent,
  );
  if (state.status !== 'ready') return <FallbackHeader state={state.status === 'loading' ? 'loading' : 'failed'} />;
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
const remoteHeaderAt = (contractVersion: string): HeaderModule => ({ Header: RealHeader, contractVersion });

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

  it('keeps the fallback for a remote on another contract major, with one named event and one warning, and no retry', async () => {
    const onEvent = vi.fn<OnHeaderEvent>();
    const [major] = CONTRACT_VERSION.split('.');
    const remoteVersion = `${Number(major) + 1}.0.0`;
    const load = vi.fn(async () => ({ Header: RealHeader, contractVersion: remoteVersion }));
    render(<RemoteHeaderWith load={load} onEvent={onEvent} />);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.queryByText('Remote header')).not.toBeInTheDocument();
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fernleaf, groceries home' })).toBeInTheDocument();
    expect(onEvent.mock.calls).toEqual([
      ['contract_mismatch', { hostVersion: CONTRACT_VERSION, remoteVersion, status: 'incompatible' }],
    ]);
    expect(vi.mocked(console.warn).mock.calls).toEqual([
      [
        expect.stringMatching(
          new RegExp(
            `^\\[shell\\] Header contract version mismatch: host ${CONTRACT_VERSION}, remote ${remoteVersion}\\.`,
          ),
        ),
      ],
    ]);
    expect(load).toHaveBeenCalledOnce();
  });

  it('renders a remote on another minor version with no warning and no event from the host', async () => {
    const onEvent = vi.fn<OnHeaderEvent>();
    const [major] = CONTRACT_VERSION.split('.');
    render(<RemoteHeaderWith load={async () => remoteHeaderAt(`${major}.99.0`)} onEvent={onEvent} />);
    await act(() => vi.runAllTimersAsync());
    expect(screen.getByRole('banner')).toHaveTextContent('Remote header');
    expect(console.warn).not.toHaveBeenCalled();
    expect(onEvent).not.toHaveBeenCalled();
  });
});
