/**
 * The remote's `mount` waits the same way before it replaces a page's own header; the published
 * loader cannot import the remote's code, so it has its own.
 *
 * Calls `run` once the focus is outside `element`: at once if it is, else after the `focusout` that
 * takes it out, looked at when the focus has landed (the next task), so a move to another control
 * inside does not count. A window losing focus leaves the page's focus where it was, so that does
 * not count either. Returns the function that stops waiting.
 */
export function whenFocusIsOutside(element: Element, run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    element.removeEventListener('focusout', later);
  };
  const check = () => {
    if (element.contains(element.ownerDocument.activeElement)) return;
    stop();
    run();
  };
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(check, 0);
  };
  element.addEventListener('focusout', later);
  check();
  return stop;
}
