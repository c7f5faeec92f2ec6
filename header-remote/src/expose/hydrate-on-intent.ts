/**
 * A server-rendered header hydrates on intent (decision 027): its script loads when the shopper
 * points at, touches, presses or tabs into the header. A press (or a form sent) before the header
 * is live is held and replayed once it is, so the first tap does what it says; if the script cannot
 * load (or takes over 5 s), the press does what the server's HTML does: follow the link, submit
 * the form.
 *
 * The listeners go on the element the header is hydrated into, before React's own (registered
 * there by `hydrateRoot`): React stops the propagation of events on a part it has not hydrated.
 */
import { HEADER_HYDRATED_ATTRIBUTE, HEADER_WAITING_ATTRIBUTE } from '@grocer/shared-contracts';

/** Long enough for a phone's network to bring the script; short enough that a press is not lost. */
export const REPLAY_TIMEOUT_MS = 5_000;

/** Keys too: a shopper who focused the search box before the script came types into it. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
const PRESSABLE = 'a[href], button, input, select, textarea, summary, label, [role="button"]';

/** Whether the press is one the page's script may act on: a plain primary click, not "open in a new tab". */
const isPlainPress = (event: MouseEvent) =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

const isHydrated = (element: Element) => element.hasAttribute(HEADER_HYDRATED_ATTRIBUTE);

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
  const onIntent = () => {
    void wake();
  };
  /** Resolves once the header is live, or the script could not load, or REPLAY_TIMEOUT_MS have passed. */
  const liveOrGivenUp = () => wake().then((woken) => (woken ? whenHydrated(element, REPLAY_TIMEOUT_MS) : undefined));
  /** Presses let through as they are: replays, and presses after a failed load or a timeout. */
  const passing = new WeakSet<Event>();

  const onClick = (event: Event) => {
    if (!(event instanceof MouseEvent) || passing.has(event) || !isPlainPress(event) || isHydrated(element)) return;
    const target = event.target instanceof Element ? event.target : null;
    if (!target?.closest(PRESSABLE)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const replay = () => {
      const again = new MouseEvent('click', event);
      passing.add(again);
      target.dispatchEvent(again);
    };
    // Replayed once the header is live, so its script acts on it; if it could not load in time, the
    // replay does what the server's HTML does without script.
    void liveOrGivenUp().then(() => {
      if (target.isConnected) replay();
    });
  };

  // A form sent without a press (Enter in a form with no submit button): held the same way; if the
  // script is not live in time, the form goes as the server's HTML sends it.
  const onSubmit = (event: Event) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (!form || isHydrated(element)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    void liveOrGivenUp().then(() => {
      if (!form.isConnected) return;
      if (isHydrated(element)) form.requestSubmit();
      else form.submit();
    });
  };

  for (const type of INTENT_EVENTS) element.addEventListener(type, onIntent, { capture: true, passive: true });
  element.addEventListener('click', onClick, { capture: true });
  element.addEventListener('submit', onSubmit, { capture: true });
  element.setAttribute(HEADER_WAITING_ATTRIBUTE, '');
  // The shopper may have come before the script did: already in the search box, or the pointer already over it.
  if (element.contains(element.ownerDocument.activeElement) || element.matches(':hover')) onIntent();
  return () => {
    for (const type of INTENT_EVENTS) element.removeEventListener(type, onIntent, { capture: true });
    element.removeEventListener('click', onClick, { capture: true });
    element.removeEventListener('submit', onSubmit, { capture: true });
    element.removeAttribute(HEADER_WAITING_ATTRIBUTE);
  };
}
