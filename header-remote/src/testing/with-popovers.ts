/**
 * Makes jsdom a browser with popovers (`'popover' in HTMLElement.prototype`), as every engine the
 * header supports is: the header then leaves a popover's button to the browser. Returns the undo.
 */
export function withPopovers(): () => void {
  Object.defineProperty(HTMLElement.prototype, 'popover', { configurable: true, writable: true, value: null });
  return () => {
    delete (HTMLElement.prototype as { popover?: unknown }).popover;
  };
}
