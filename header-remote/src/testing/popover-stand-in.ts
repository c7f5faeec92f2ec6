/**
 * What jsdom lacks of the popover API, at its smallest, so a component test opens and closes the
 * header's popovers as a shopper does: `showPopover`, `hidePopover` and `togglePopover` (with
 * `toggle` events), `:popover-open`, a closed popover not shown, a press on a `popovertarget` button,
 * and the light dismiss of an `auto` popover (a press outside it, Escape, focus back to its button).
 * The `popover` property stays out: a test of the inline holder chooses whether the browser knows
 * popovers (`withPopovers`). The rest is the browser's, checked in a real one (e2e, stories).
 * Installed once per page (the setup file runs for every test file). As in a browser, an open
 * popover carries no attribute of its own (React, hydrating one opened before the header was live,
 * would take one for a mismatch): a rule for its id shows it.
 */
const INSTALLED = Symbol.for('header.popoverStandIn');

type Toggle = Event & { readonly oldState?: string; readonly newState?: string };

const toggleEvent = (newState: 'open' | 'closed'): Toggle =>
  Object.assign(new Event('toggle'), { oldState: newState === 'open' ? 'closed' : 'open', newState });

export function installPopoverStandIn(page: Document): void {
  const holder = page as Document & { [INSTALLED]?: true };
  if (holder[INSTALLED]) return;
  holder[INSTALLED] = true;
  const view = page.defaultView as typeof globalThis;
  const invokers = new WeakMap<HTMLElement, Element | null>();
  const open = new Set<HTMLElement>();
  const isOpen = (element: Element) => open.has(element as HTMLElement);
  // jsdom's cascade does not follow `:not(…)`: a closed popover is hidden by one rule, an open one shown by its own.
  const style = page.createElement('style');
  const shown = page.createElement('style');
  style.textContent = '[popover] { display: none; }';
  page.head.append(style, shown);
  const showOpen = () => {
    shown.textContent = [...open].map((popover) => `#${view.CSS.escape(popover.id)} { display: block; }`).join('\n');
  };

  // As a browser does, the toggle event comes in a task of its own, after the change.
  const queueToggle = (popover: HTMLElement, newState: 'open' | 'closed') =>
    view.setTimeout(() => popover.dispatchEvent(toggleEvent(newState)), 0);
  function show(this: HTMLElement) {
    if (isOpen(this)) return;
    for (const other of [...open]) if (!other.contains(this)) hide.call(other);
    invokers.set(this, page.activeElement);
    open.add(this);
    showOpen();
    queueToggle(this, 'open');
  }
  function hide(this: HTMLElement) {
    if (!isOpen(this)) return;
    open.delete(this);
    showOpen();
    queueToggle(this, 'closed');
  }
  const matches = view.Element.prototype.matches;
  Object.assign(view.HTMLElement.prototype, {
    showPopover: show,
    hidePopover: hide,
    togglePopover(this: HTMLElement) {
      (isOpen(this) ? hide : show).call(this);
      return isOpen(this);
    },
    matches(this: HTMLElement, selectors: string) {
      return selectors === ':popover-open' ? isOpen(this) : matches.call(this, selectors);
    },
  });

  const popoverOf = (button: Element | null) =>
    button ? page.getElementById(button.getAttribute('popovertarget') ?? '') : null;
  // The button's action runs after its click, unless the click was cancelled.
  page.addEventListener('click', (event) => {
    const button = event.target instanceof view.Element ? event.target.closest('button[popovertarget]') : null;
    const popover = popoverOf(button);
    if (!popover || event.defaultPrevented) return;
    popover.togglePopover();
  });
  // A press (down and up) outside an open popover and its button closes it, once the press is up.
  const outside = (popover: HTMLElement, target: EventTarget | null) => {
    const button = page.querySelector(`[popovertarget="${popover.id}"]`);
    return !(target instanceof view.Node && (popover.contains(target) || button?.contains(target)));
  };
  let pressedOn: EventTarget | null = null;
  page.addEventListener('pointerdown', (event) => (pressedOn = event.target), { capture: true });
  page.addEventListener(
    'pointerup',
    (event) => {
      for (const popover of [...open])
        if (outside(popover, pressedOn) && outside(popover, event.target)) popover.hidePopover();
    },
    { capture: true },
  );
  // Escape closes the open popover, focus inside it going back to what had it before.
  page.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    for (const popover of [...open]) {
      const hadFocus = popover.contains(page.activeElement);
      popover.hidePopover();
      const before = invokers.get(popover);
      if (hadFocus && before instanceof view.HTMLElement) before.focus();
    }
  });
}
