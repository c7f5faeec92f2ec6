/** How long after the page's load a busy page may keep the header waiting for an idle moment. */
export const IDLE_TIMEOUT_MS = 2_000;

type IdleWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'> & {
  readonly document: Pick<Document, 'readyState'>;
  readonly requestIdleCallback?: Window['requestIdleCallback'];
  readonly cancelIdleCallback?: Window['cancelIdleCallback'];
};

/**
 * Calls `run` once, after the page's `load` event, at the browser's first idle moment (at most
 * IDLE_TIMEOUT_MS later): the page's own work and its largest paint come first. Where there is no
 * `requestIdleCallback` (Safari), the next task after load. Returns the function that cancels it.
 */
export function whenPageIdle(run: () => void, win: IdleWindow = window): () => void {
  let cancel = () => {};
  const onLoad = () => {
    if (win.requestIdleCallback && win.cancelIdleCallback) {
      const id = win.requestIdleCallback(() => run(), { timeout: IDLE_TIMEOUT_MS });
      cancel = () => win.cancelIdleCallback?.(id);
    } else {
      const timer = win.setTimeout(run, 0);
      cancel = () => win.clearTimeout(timer);
    }
  };
  if (win.document.readyState === 'complete') {
    onLoad();
  } else {
    win.addEventListener('load', onLoad, { once: true });
    cancel = () => win.removeEventListener('load', onLoad);
  }
  return () => cancel();
}
