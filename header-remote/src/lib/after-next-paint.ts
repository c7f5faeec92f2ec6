/**
 * Runs `then` in the task after the next frame: once what the browser is about to draw (a press's
 * panel, a dialog) is painted. Returns the cancel, safe to call at any time.
 */
export function afterNextPaint(then: () => unknown): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Takes something (`take` returns its release) in the task after the next paint, as
 * `afterNextPaint` runs it. Returns the release: it gives back what was taken, or, called before
 * then, sees that nothing is; safe to call twice.
 */
export function takeAfterNextPaint(take: () => () => void): () => void {
  let release: (() => void) | undefined;
  let released = false;
  const cancel = afterNextPaint(() => {
    release = take();
  });
  return () => {
    if (released) return;
    released = true;
    cancel();
    release?.();
  };
}
