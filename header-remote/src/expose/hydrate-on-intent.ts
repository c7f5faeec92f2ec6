/**
 * A server-rendered header hydrates when the page is idle or at the shopper's first intent
 * (decision 038): its code loads when the shopper points at, touches, presses or tabs into the
 * header. A press (or a form sent) before the header is live is held, from the first paint, by the
 * server's inline script (lib/held-presses.ts), and answered by the header once it is live; if the
 * script cannot load (or takes over 5 s), the press does what the server's HTML does: follow the
 * link, submit the form.
 *
 * A control the browser answers itself (a popover's or a dialog's button, `browserAnswers`) is not
 * an intent: its press opens the server's panel in the next frame, and the header's code, a long task on a phone,
 * would hold that frame back. The code comes once that frame is painted.
 */
import { HEADER_WAITING_ATTRIBUTE } from '@grocer/shared-contracts/domain';
import { afterNextPaint } from '../lib/after-next-paint.ts';
import { answerHeldPresses, browserAnswers, INTENT_EVENTS, pressesHeldOn } from '../lib/held-presses.ts';

const PRESSES = ['click', 'submit'] as const;

export type WaitingHeader = {
  /** The header is live: it answers the presses held meanwhile, and nothing waits any more. */
  readonly live: () => void;
  /** Its script could not load: each press held does what the server's HTML does; a later intent tries again. */
  readonly failed: () => void;
  /** Waits no more, and drops what is held (the header is unmounted). */
  readonly stop: () => void;
};

/**
 * Starts listening on `element`, and marks it as waiting (HEADER_WAITING_ATTRIBUTE). `wake` brings
 * the script and hydrates the header, once; it is called at once when the shopper is already there.
 */
export function hydrateOnIntent(element: Element, wake: () => unknown): WaitingHeader {
  const presses = pressesHeldOn(element);
  const onIntent = ({ target }: Event) => {
    if (!(target instanceof Element && browserAnswers(target))) void wake();
  };
  // A press or a form sent is an intent too (a screen reader's press comes with no pointer or key
  // first). Heard on the document, before the holder on the header stops it.
  const onPress = ({ target }: Event) => {
    if (!(target instanceof Element && element.contains(target))) return;
    if (browserAnswers(target)) afterNextPaint(wake);
    else void wake();
  };
  const page = element.ownerDocument;
  for (const type of INTENT_EVENTS) element.addEventListener(type, onIntent, { capture: true, passive: true });
  for (const type of PRESSES) page.addEventListener(type, onPress, { capture: true, passive: true });
  element.setAttribute(HEADER_WAITING_ATTRIBUTE, '');
  // The shopper may have come before the script did: pressed already, in the search box, or the pointer over it.
  if (presses.intent() || element.contains(page.activeElement) || element.matches(':hover')) {
    void wake();
  }
  const stopListening = () => {
    for (const type of INTENT_EVENTS) element.removeEventListener(type, onIntent, { capture: true });
    for (const type of PRESSES) page.removeEventListener(type, onPress, { capture: true });
    element.removeAttribute(HEADER_WAITING_ATTRIBUTE);
  };
  return {
    live: () => {
      stopListening();
      answerHeldPresses(presses.take());
    },
    failed: presses.giveUp,
    stop: () => {
      stopListening();
      presses.take();
    },
  };
}
