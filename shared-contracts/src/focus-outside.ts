/**
 * `@grocer/shared-contracts/focus-outside`: the rule for when the header may take the place of a
 * page's own header. The remote's `mount` and `@grocer/header-loader`'s `<SiteHeader>` both replace
 * that header, and a shopper typing into its search box would lose the text and the place; so they
 * wait, with this, until the focus is outside it. Its own entry, so the loader loads this alone.
 *
 * Calls `run` once the focus is outside `element`: at once if it is already, else after a
 * `focusout`, looked at in the next task, once the focus has landed. A `focusout` fires too when
 * the shopper tabs to another control of the same header, and the focus is still inside: that does
 * not count. A window losing focus (another tab, another app) fires one as well, but the page's
 * focus stays where it was, and the shopper comes back to it: that does not count either. Returns
 * the function that stops waiting.
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
