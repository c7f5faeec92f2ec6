const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
  '[contenteditable=""]',
  '[contenteditable="true"]',
].join(',');

/** What Tab can reach inside a container, in document order. */
function tabbableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert]'),
  );
}

/** The open modals, the top one last: only the top one holds focus. */
const openModals: HTMLElement[] = [];

/**
 * Keeps focus inside the container while it is the top modal: anything that
 * moves focus out (a click, a script, a screen reader) is brought back in.
 * Returns the release.
 */
export function holdFocus(container: HTMLElement): () => void {
  openModals.push(container);
  const onFocusIn = (event: FocusEvent) => {
    if (openModals.at(-1) !== container) return;
    if (event.target instanceof Node && container.contains(event.target)) return;
    (tabbableIn(container)[0] ?? container).focus();
  };
  document.addEventListener('focusin', onFocusIn);
  return () => {
    document.removeEventListener('focusin', onFocusIn);
    openModals.splice(openModals.lastIndexOf(container), 1);
  };
}

/** Tab from the last element goes to the first, Shift+Tab from the first to the last. */
export function wrapTab(event: { shiftKey: boolean; preventDefault(): void }, container: HTMLElement): void {
  const tabbable = tabbableIn(container);
  const first = tabbable[0];
  const last = tabbable.at(-1);
  const active = container.ownerDocument.activeElement;
  if (!first || !last) {
    event.preventDefault();
    container.focus();
  } else if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
