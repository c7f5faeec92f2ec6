import { useCallback, useEffect, useRef, useState } from 'react';
import type { Preload } from '../../api/preload.ts';
import { usePreloadedAnswers, type PreloadedAnswers } from './preloaded-answers.ts';

export type ServiceCallState<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: unknown }
  | { readonly status: 'success'; readonly data: T };

type Settled<T> = { readonly key: string; readonly attempt: number; readonly state: ServiceCallState<T> };

/** The first render's answer, when the server preloaded one (./preloaded-answers.ts). */
function preloaded<T>(
  key: string | null,
  preload: Preload<T> | undefined,
  answers: PreloadedAnswers,
): Settled<T> | undefined {
  if (key === null || preload === undefined) return undefined;
  const data = answers.read(preload);
  return data === undefined ? undefined : { key, attempt: 0, state: { status: 'success', data } };
}

/**
 * Loads what a page needs from the services whenever `key` changes (null:
 * nothing to load yet), aborting the earlier request, and can be retried.
 * `key` must change whenever what `load` asks for changes; the latest `load`
 * is the one called. With `preload`, a call that is the same for every
 * shopper starts from the answer the server loaded for the page, if it did.
 */
export function useServiceCall<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  preload?: Preload<T>,
): { readonly state: ServiceCallState<T>; readonly retry: () => void } {
  const answers = usePreloadedAnswers();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | undefined>(() => preloaded(key, preload, answers));
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });
  // What the first render already had (the server's answer) is not asked for again.
  const firstAnswer = useRef(settled);

  useEffect(() => {
    if (key === null) return;
    const first = firstAnswer.current;
    if (first && first.key === key && first.attempt === attempt) return;
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
