/**
 * A server-rendered header hydrates when the page is idle or at the shopper's first intent
 * (decision 038): its code loads when the shopper points at, touches, presses or tabs into the
 * header. A press (or a form sent) before the header is live is held and replayed once it is, so
 * the first tap does what it says; if the script cannot load (or takes over 5 s), the press does
 * what the server's HTML does: follow the link, submit the form. A press that came before this
 * script did was held by the server's inline script (lib/held-presses.ts) and is taken from it.
 *
 * A control the browser answers itself (a popover's button, BROWSER_ANSWERS) is not an intent: its
 * press opens the server's panel in the next frame, and the header's code, a long task on a phone,
 * would hold that frame back. The code comes once that frame is painted.
 *
 * The listeners go on the element the header is hydrated into, before React's own (registered
 * there by `hydrateRoot`): React stops the propagation of events on a part it has not hydrated.
 */
import { HEADER_HYDRATED_ATTRIBUTE, HEADER_WAITING_ATTRIBUTE } from '@grocer/shared-contracts/domain';
import { browserAnswers, HOLD_MS, INTENT_EVENTS, PRESSABLE, takeHeldPresses } from '../lib/held-presses.ts';

/** Whether the press is one the page's script may act on: a plain primary click, not "open in a new tab". */
const isPlainPress = (event: MouseEvent) =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

const isHydrated = (element: Element) => element.hasAttribute(HEADER_HYDRATED_ATTRIBUTE);

/** Runs `then` in the task after the next frame: once what the browser did for a press is painted. */
const afterNextPaint = (then: () => unknown) => void requestAnimationFrame(() => setTimeout(then));

/** Resolves when the header in `element` is hydrated, or after `timeoutMs`. */
function whenHydrated(element: Element, timeoutMs: number): Promise<void> {
  if (isHydrated(element)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (isHydrated(element)) finish();
    });
    const timer = setTimeout(finish, timeoutMs);
    function finish() {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    observer.observe(element, { attributes: true, attributeFilter: [HEADER_HYDRATED_ATTRIBUTE] });
  });
}

/**
 * Starts listening on `element`, and marks it as waiting (HEADER_WAITING_ATTRIBUTE). `wake` brings
 * the script and hydrates the header, once; it resolves false when the script could not load. It is
 * called at once when the shopper is already there. Returns the function that stops listening.
 */
export function hydrateOnIntent(element: Element, wake: () => Promise<boolean>): () => void {
  const onIntent = ({ target }: Event) => {
    if (!(target instanceof Element && browserAnswers(target))) void wake();
  };
  /** Resolves once the header is live, or the script could not load, or HOLD_MS have passed. */
  const liveOrGivenUp = () => wake().then((woken) => (woken ? whenHydrated(element, HOLD_MS) : undefined));
  /** Presses let through as they are: replays, and presses after a failed load or a timeout. */
  const passing = new WeakSet<Event>();

  /** Answers a held press once the header is live; if it could not load in time, does what the server's HTML does. */
  const replayWhenLive = (event: MouseEvent, target: Element) =>
    void liveOrGivenUp().then(() => {
      if (!target.isConnected) return;
      const again = new MouseEvent('click', event);
      passing.add(again);
      target.dispatchEvent(again);
    });
  /** Sends a held form once the header is live (its script sends it), or as the server's HTML does if it could not load in time. */
  const submitWhenLive = (form: HTMLFormElement) =>
    void liveOrGivenUp().then(() => {
      if (!form.isConnected) return;
      if (isHydrated(element)) form.requestSubmit();
      else form.submit();
    });

  const onClick = (event: Event) => {
    if (!(event instanceof MouseEvent) || passing.has(event) || !isPlainPress(event) || isHydrated(element)) return;
    const target = event.target instanceof Element ? event.target : null;
    if (!target?.closest(PRESSABLE)) return;
    if (browserAnswers(target)) return afterNextPaint(wake);
    event.preventDefault();
    event.stopImmediatePropagation();
    replayWhenLive(event, target);
  };

  // A form sent without a press (Enter in a form with no submit button): held the same way.
  const onSubmit = (event: Event) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (!form || isHydrated(element)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    submitWhenLive(form);
  };

  for (const type of INTENT_EVENTS) element.addEventListener(type, onIntent, { capture: true, passive: true });
  element.addEventListener('click', onClick, { capture: true });
  element.addEventListener('submit', onSubmit, { capture: true });
  element.setAttribute(HEADER_WAITING_ATTRIBUTE, '');
  // The shopper may have come before the script did: pressed already (held by the server's inline
  // script), already in the search box, or the pointer already over it.
  const early = takeHeldPresses(element);
  for (const event of early.events) {
    if (event instanceof MouseEvent && event.target instanceof Element) replayWhenLive(event, event.target);
    else if (event.target instanceof HTMLFormElement) submitWhenLive(event.target);
  }
  if (early.intent || element.contains(element.ownerDocument.activeElement) || element.matches(':hover')) void wake();
  return () => {
    for (const type of INTENT_EVENTS) element.removeEventListener(type, onIntent, { capture: true });
    element.removeEventListener('click', onClick, { capture: true });
    element.removeEventListener('submit', onSubmit, { capture: true });
    element.removeAttribute(HEADER_WAITING_ATTRIBUTE);
  };
}
