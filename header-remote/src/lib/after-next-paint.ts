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
