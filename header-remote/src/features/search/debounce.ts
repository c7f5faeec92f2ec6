export type DebounceOptions = {
  /** Quiet time after the last call before the trailing call runs. */
  readonly wait: number;
  /** Longest a call may wait while calls keep coming. */
  readonly maxWait?: number;
  /** Run the first call of a burst at once. */
  readonly leading?: boolean;
};

export type Debounced<A extends unknown[]> = ((...args: A) => void) & {
  /** Drops a pending trailing call and starts afresh. */
  readonly cancel: () => void;
};

/**
 * Debounce with lodash's semantics for `leading`, `wait` and `maxWait` (what
 * spec section 9 describes for suggestions: 300 ms, a leading call, 600 ms at
 * most), in 40 lines rather than a dependency. Each call runs with the latest
 * arguments; a burst ends when `wait` passes without a call.
 */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  { wait, maxWait = Number.POSITIVE_INFINITY, leading = false }: DebounceOptions,
): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pendingArgs: A | undefined;
  let lastCallTime: number | undefined;
  let lastInvokeTime = 0;

  const invoke = (time: number) => {
    const args = pendingArgs;
    pendingArgs = undefined;
    lastInvokeTime = time;
    if (args) fn(...args);
  };
  const shouldInvoke = (time: number) =>
    lastCallTime === undefined || time - lastCallTime >= wait || time - lastInvokeTime >= maxWait;
  const arm = (time: number) => {
    clearTimeout(timer);
    const sinceCall = time - (lastCallTime ?? time);
    timer = setTimeout(onTimer, Math.min(wait - sinceCall, maxWait - (time - lastInvokeTime)));
  };
  const onTimer = () => {
    const time = performance.now();
    if (!shouldInvoke(time)) return arm(time);
    timer = undefined; // The burst is over: its trailing call, if any call came after the last run.
    invoke(time);
  };

  const debounced = (...args: A) => {
    const time = performance.now();
    const invoking = shouldInvoke(time);
    pendingArgs = args;
    lastCallTime = time;
    if (invoking && timer === undefined) {
      // The leading edge of a new burst; maxWait counts from here.
      lastInvokeTime = time;
      if (leading) invoke(time);
      arm(time);
    } else if (invoking) {
      invoke(time); // maxWait reached while calls keep coming.
      arm(time);
    } else if (timer === undefined) {
      arm(time);
    }
  };
  debounced.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pendingArgs = undefined;
    lastCallTime = undefined;
    lastInvokeTime = 0;
  };
  return debounced;
}
