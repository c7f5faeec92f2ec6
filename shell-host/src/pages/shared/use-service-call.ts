import { useCallback, useEffect, useRef, useState } from 'react';

export type ServiceCallState<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: unknown }
  | { readonly status: 'success'; readonly data: T };

type Settled<T> = { readonly key: string; readonly attempt: number; readonly state: ServiceCallState<T> };

/**
 * Loads what a page needs from the services whenever `key` changes (null:
 * nothing to load yet), aborting the earlier request, and can be retried.
 * `key` must change whenever what `load` asks for changes; the latest `load`
 * is the one called.
 */
export function useServiceCall<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
): { readonly state: ServiceCallState<T>; readonly retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | undefined>();
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    latestLoad.current(controller.signal).then(
      (data) => setSettled({ key, attempt, state: { status: 'success', data } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setSettled({ key, attempt, state: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  let state: ServiceCallState<T>;
  if (key === null) state = { status: 'idle' };
  else if (settled && settled.key === key && settled.attempt === attempt) state = settled.state;
  else state = { status: 'loading' };
  return { state, retry };
}
