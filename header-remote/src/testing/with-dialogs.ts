/**
 * What jsdom lacks of the native `<dialog>` and of invoker commands, at their smallest, so a
 * component test can open and close the header's dialogs as a shopper does: `showModal()` and
 * `close()` set and clear `open` (focus to its first control, and back where it was on close; `toggle` and `close` fired), and a press on a `commandfor` button runs its command. The
 * rest is the browser's, checked in a real one (e2e): Escape, the backdrop, the inert page behind,
 * focus kept inside. Returns the undo.
 */
export function withDialogs(): () => void {
  const dialog = HTMLDialogElement.prototype;
  const button = HTMLButtonElement.prototype;
  const openers = new WeakMap<HTMLDialogElement, Element | null>();
  Object.assign(dialog, {
    showModal(this: HTMLDialogElement) {
      if (this.open) return;
      openers.set(this, this.ownerDocument.activeElement);
      this.open = true;
      this.dispatchEvent(new Event('toggle'));
      this.querySelector<HTMLElement>('[autofocus], a[href], button:not(:disabled), input, select, textarea')?.focus();
    },
    close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.open = false;
      this.dispatchEvent(new Event('toggle'));
      this.dispatchEvent(new Event('close'));
      const opener = openers.get(this);
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    },
  });
  Object.defineProperty(button, 'command', { configurable: true, writable: true, value: '' });
  // The button's command runs after its click, unless the click was cancelled.
  const invoke = (event: MouseEvent) => {
    const invoker = event.target instanceof Element ? event.target.closest('button[commandfor]') : null;
    if (!invoker || event.defaultPrevented) return;
    const target = invoker.ownerDocument.getElementById(invoker.getAttribute('commandfor') ?? '');
    if (!(target instanceof HTMLDialogElement)) return;
    if (invoker.getAttribute('command') === 'show-modal') target.showModal();
    if (invoker.getAttribute('command') === 'close') target.close();
  };
  document.addEventListener('click', invoke);
  return () => {
    document.removeEventListener('click', invoke);
    delete (dialog as Partial<HTMLDialogElement>).showModal;
    delete (dialog as Partial<HTMLDialogElement>).close;
    delete (button as { command?: unknown }).command;
  };
}

/**
 * What the browser does on Escape (and, where `closedby="any"`, on a click on the backdrop): it asks
 * the open dialog to close with a `cancel` event, and closes it unless that is refused; a dialog
 * with `closedby="none"` is not asked. For a component test of what a feature does when asked.
 */
export function requestClose(dialog: HTMLDialogElement): void {
  if (!dialog.open || dialog.getAttribute('closedby') === 'none') return;
  if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
}
