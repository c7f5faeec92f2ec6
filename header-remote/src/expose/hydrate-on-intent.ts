/**
 * A server-rendered header's controls hydrate on intent (decision 026): their code loads when the
 * shopper points at, touches, presses or tabs into the header. A press that comes before a control
 * is live is held and replayed on it once it is, so the first tap does what it says; if the code
 * cannot load (or takes over 5 s), the press does what the server's HTML does: follow the link,
 * submit the form.
 *
 * The listeners go on the element the header is hydrated into, before React's own (registered
 * there by `hydrateRoot`): React stops the propagation of events on a part it has not hydrated.
 */
import { requestControls } from '../app/islands/controls-loader.ts';
import { ISLAND_ATTRIBUTE, ISLAND_LIVE_ATTRIBUTE } from '../app/islands/island.tsx';

/** Long enough for a phone's network to bring the chunk; short enough that a press is not lost. */
export const REPLAY_TIMEOUT_MS = 5_000;

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;
const PRESSABLE = 'a[href], button, input, select, textarea, summary, label, [role="button"]';

type Options = {
  /** Told when the controls' code fails to load (the header's log and `header_error`). */
  readonly onLoadFailed: (error: unknown) => void;
};

/** Whether the press is one the page's script may act on: a plain primary click, not "open in a new tab". */
const isPlainPress = (event: MouseEvent) =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

/** Resolves when the island is live, or false after `timeoutMs` or when the element leaves the page. */
function whenLive(island: Element, timeoutMs: number): Promise<boolean> {
  if (island.hasAttribute(ISLAND_LIVE_ATTRIBUTE)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!island.hasAttribute(ISLAND_LIVE_ATTRIBUTE)) return;
      finish(true);
    });
    const timer = setTimeout(() => finish(false), timeoutMs);
    function finish(live: boolean) {
      observer.disconnect();
      clearTimeout(timer);
      resolve(live);
    }
    observer.observe(island, { attributes: true, attributeFilter: [ISLAND_LIVE_ATTRIBUTE] });
  });
}

/**
 * Starts listening on `element`. `load` asks for the controls' code as an intent does (the header
 * calls it when its state changes); `stop` stops listening.
 */
export function hydrateOnIntent(
  element: Element,
  { onLoadFailed }: Options,
): { readonly load: () => void; readonly stop: () => void } {
  const load = () =>
    requestControls().then(
      () => true,
      (error: unknown) => {
        onLoadFailed(error);
        return false;
      },
    );
  const onIntent = () => {
    void load();
  };
  /** Presses let through as they are: replays, and presses after a failed load or a timeout. */
  const passing = new WeakSet<Event>();

  const onClick = (event: Event) => {
    if (!(event instanceof MouseEvent) || passing.has(event) || !isPlainPress(event)) return;
    const target = event.target instanceof Element ? event.target : null;
    const island = target?.closest(`[${ISLAND_ATTRIBUTE}]`);
    const control = target?.closest(PRESSABLE);
    if (!target || !island || !control || island.hasAttribute(ISLAND_LIVE_ATTRIBUTE)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const replay = () => {
      const again = new MouseEvent('click', event);
      passing.add(again);
      target.dispatchEvent(again);
    };
    // Replayed once the control is live, so its script acts on it; if it could not load in time, the
    // replay does what the server's HTML does without script.
    void load()
      .then((loaded) => (loaded ? whenLive(island, REPLAY_TIMEOUT_MS) : false))
      .then(() => {
        if (target.isConnected) replay();
      });
  };

  for (const type of INTENT_EVENTS) element.addEventListener(type, onIntent, { capture: true, passive: true });
  element.addEventListener('click', onClick, { capture: true });
  return {
    load: onIntent,
    stop: () => {
      for (const type of INTENT_EVENTS) element.removeEventListener(type, onIntent, { capture: true });
      element.removeEventListener('click', onClick, { capture: true });
    },
  };
}
