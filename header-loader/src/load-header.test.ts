import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTRACT_VERSION } from '@grocer/shared-contracts';
import { loadHeader, retryDelayMs } from './load-header.ts';

type Module = { readonly mount: () => void; readonly contractVersion: string };
const mountModule = (contractVersion = CONTRACT_VERSION) => ({ mount: () => {}, contractVersion });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Starts a load with a fake federation: `answers` are what each attempt gets, in turn. */
function start(answers: readonly (() => Promise<unknown>)[], onEvent = vi.fn()) {
  const onModule = vi.fn();
  const onUnreachable = vi.fn();
  const attempts: number[] = [];
  const stop = loadHeader<Module>({
    manifestUrl: 'https://header.fernleaf.example/mf-manifest.json',
    expose: 'mount',
    exports: ['mount'],
    onEvent,
    onModule,
    onUnreachable,
    load: (_url, _expose, attempt) => {
      attempts.push(attempt);
      return (answers[attempt] ?? answers.at(-1) ?? (() => Promise.reject(new Error('none'))))();
    },
  });
  return { onModule, onEvent, onUnreachable, attempts, stop };
}

describe('loadHeader', () => {
  it('hands over a module whose contract is accepted, once, without a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const module = mountModule();
    const { onModule } = start([() => Promise.resolve(module)]);
    await vi.waitFor(() => expect(onModule).toHaveBeenCalledWith(module));
    expect(warn).not.toHaveBeenCalled();
  });

  it('retries a remote that cannot be reached, 1 s then 2 s later, saying why each time', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const down = () => Promise.reject(new Error('Failed to get manifest'));
    const { onModule, attempts } = start([down, down, () => Promise.resolve(mountModule())]);
    await vi.advanceTimersByTimeAsync(999);
    expect(attempts).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toEqual([0, 1]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(attempts).toEqual([0, 1, 2]);
    expect(onModule).toHaveBeenCalledOnce();
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      '[header-loader] No header yet (attempt 1): Failed to get manifest. The page keeps its own header; retrying in 1 s.',
      '[header-loader] No header yet (attempt 2): Failed to get manifest. The page keeps its own header; retrying in 2 s.',
    ]);
  });

  it('tells the page once that the remote could not be reached, at the first failure, not at each retry', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const down = () => Promise.reject(new Error('Failed to get manifest'));
    const unreachable = start([down, down, down, () => Promise.resolve(mountModule())]);
    await vi.advanceTimersByTimeAsync(0);
    expect(unreachable.onUnreachable).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(7000);
    expect(unreachable.attempts).toEqual([0, 1, 2, 3]);
    expect(unreachable.onUnreachable).toHaveBeenCalledOnce();
    // A remote that answers, on any contract, was reached.
    for (const answer of [mountModule(), mountModule('99.0.0')]) {
      const reached = start([() => Promise.resolve(answer)]);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(reached.onUnreachable).not.toHaveBeenCalled();
    }
  });

  it('refuses a remote on another contract major: one contract_mismatch event, one warning, no retry', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { onModule, onEvent, attempts } = start([() => Promise.resolve(mountModule('99.0.0'))]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onModule).not.toHaveBeenCalled();
    expect(attempts).toEqual([0]);
    expect(onEvent).toHaveBeenCalledExactlyOnceWith('contract_mismatch', {
      hostVersion: CONTRACT_VERSION,
      remoteVersion: '99.0.0',
      status: 'incompatible',
    });
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /^\[header-loader\] Header contract version mismatch: host .* The page keeps its own header\.$/,
    );
  });

  it('retries a module of an unexpected shape, naming what is missing', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { attempts } = start([() => Promise.resolve({ contractVersion: CONTRACT_VERSION })]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(attempts).toEqual([0, 1]);
    expect(warn.mock.calls[0]?.[0]).toContain('"header/mount" has an unexpected shape: no mount');
  });

  it('stops: no retry after stop, and a module that arrives late is dropped', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let arrive: (module: unknown) => void = () => {};
    const { onModule, attempts, stop } = start([() => new Promise((resolve) => (arrive = resolve))]);
    stop();
    arrive(mountModule());
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onModule).not.toHaveBeenCalled();
    expect(attempts).toEqual([0]);
  });
});

describe('retryDelayMs', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
