/**
 * Presses on a server-rendered header before it is live (decision 038). The server's HTML ends with
 * a small inline script (`heldPressesScript`) that holds a press on the header's controls from the
 * first paint until the header is live; `hydrate` (expose/mount.tsx) then has the header answer each
 * press (`answerHeldPresses`). If the header is not live within HOLD_MS of a press, or its script
 * cannot load, each press does what the server's HTML does without script: the link is followed,
 * the form sent. One holder from the first paint to live, however early or late the script comes.
 *
 * `holdPresses` runs in the page as the text of a function (`Function.prototype.toString`), so it
 * uses nothing from outside itself: what it needs comes in `settings`. The server build minifies
 * this file (`inlineScripts` in header-remote/webpack.config.ts), so every page carries that text
 * without its comments and spacing.
 */

/** Long enough for a phone's network to bring the script; short enough that a press is not lost. */
export const HOLD_MS = 5_000;

/** What a press can land on that the header's script acts on. */
export const PRESSABLE = 'a[href], button, input, select, textarea, summary, label, [role="button"]';

/**
 * What the browser answers by itself, with no script of ours: the button of a popover the
 * server drew and the links in it. A press on it is never held, where the browser knows popovers.
 */
export const BROWSER_ANSWERS = '[popovertarget], [popover] a[href]';

/**
 * What a browser that knows invoker commands answers by itself: a button that opens or closes a
 * dialog the server drew (`commandfor`), a form in it (a plain GET form) and its links. A dialog's
 * other buttons (the phone menu's sub-menus) wait for the live header.
 */
export const BROWSER_COMMANDS = '[commandfor], dialog form, dialog a[href]';

/** Whether the browser answers a press on `target` itself (BROWSER_ANSWERS, BROWSER_COMMANDS, where it knows them). */
export const browserAnswers = (target: Element): boolean =>
  ('popover' in HTMLElement.prototype && target.closest(BROWSER_ANSWERS) !== null) ||
  ('command' in HTMLButtonElement.prototype && target.closest(BROWSER_COMMANDS) !== null);

/** What says the shopper is on the header: its script is wanted now, not at the page's next idle moment. */
export const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** The element's property the inline script leaves its holder under. */
const HOLDER_KEY = '__heldPresses';

/** What holds the presses on one header, from its first paint until it is live. */
export type HeldPresses = {
  /** Whether the shopper came near the header: pointed at it, touched it, focused it, pressed a key in it or pressed. */
  readonly intent: () => boolean;
  /** The presses (clicks) and forms sent (submits) held so far, in order, each already stopped; holds nothing more. */
  readonly take: () => readonly Event[];
  /** Holds nothing more, and each press held does what the server's HTML does: the link followed, the form sent. */
  readonly giveUp: () => void;
};

type HolderSettings = {
  readonly key: string;
  readonly pressable: string;
  readonly browserAnswers: string;
  readonly browserCommands: string;
  readonly intentEvents: readonly string[];
  readonly holdMs: number;
};

/**
 * Holds plain presses (a primary click, not "open in a new tab") on the header's controls and
 * forms sent from it, until `take` or `giveUp`, or HOLD_MS after the press.
 */
export function holdPresses(header: Element | null | undefined, settings: HolderSettings): HeldPresses | undefined {
  if (!header) return undefined;
  const events: Event[] = [];
  let intent = false;
  let taken = false;
  // What the browser answers itself (a popover's button, its links, a dialog's): browserAnswers, inlined.
  const answeredByBrowser = (target: Element | null) =>
    ('popover' in HTMLElement.prototype && target?.closest?.(settings.browserAnswers) != null) ||
    ('command' in HTMLButtonElement.prototype && target?.closest?.(settings.browserCommands) != null);
  // Not an intent either (hydrate-on-intent.ts): the header's code waits for the browser's answer to be painted.
  const onIntent = (event: Event) => {
    if (!answeredByBrowser(event.target as Element | null)) intent = true;
  };
  const onClick = (event: Event) => {
    const press = event as MouseEvent;
    if (press.button !== 0 || press.ctrlKey || press.metaKey || press.shiftKey || press.altKey) return;
    const target = press.target as Element | null;
    // Goes through, as the browser answers it.
    if (answeredByBrowser(target)) return;
    if (target?.closest?.(settings.pressable)) hold(event);
  };
  const listeners: [string, (event: Event) => void, AddEventListenerOptions][] = [
    ['click', onClick, { capture: true }],
    // A form in a dialog the browser opened goes as the browser sends it.
    ['submit', (event) => answeredByBrowser(event.target as Element | null) || hold(event), { capture: true }],
    ...settings.intentEvents.map((type): [string, (event: Event) => void, AddEventListenerOptions] => [
      type,
      onIntent,
      { capture: true, passive: true },
    ]),
  ];
  function hold(event: Event) {
    event.preventDefault();
    event.stopImmediatePropagation();
    intent = true;
    events.push(event);
    setTimeout(giveUp, settings.holdMs);
  }
  function stop() {
    taken = true;
    for (const [type, listener, options] of listeners) header?.removeEventListener(type, listener, options);
  }
  // Nothing took the presses in time: each does what the server's HTML does without script.
  function giveUp() {
    if (taken) return;
    stop();
    for (const event of events) {
      const target = event.target as HTMLElement | null;
      if (!target?.isConnected) continue;
      if (event.type === 'submit') (target as HTMLFormElement).submit();
      else (target.closest(settings.pressable) as HTMLElement | null)?.click();
    }
  }
  for (const [type, listener, options] of listeners) header.addEventListener(type, listener, options);
  const holder: HeldPresses = {
    intent: () => intent,
    take: () => {
      const held = taken ? [] : events.slice();
      stop();
      return held;
    },
    giveUp,
  };
  Object.defineProperty(header, settings.key, { value: holder, configurable: true });
  return holder;
}

const settings: HolderSettings = {
  key: HOLDER_KEY,
  pressable: PRESSABLE,
  browserAnswers: BROWSER_ANSWERS,
  browserCommands: BROWSER_COMMANDS,
  intentEvents: INTENT_EVENTS,
  holdMs: HOLD_MS,
};

/**
 * What holds the presses on `header`: the server's inline script's holder, or on a page sent without
 * it, one started now. Whatever the page left under the holder's name is checked before it is used.
 */
export function pressesHeldOn(header: Element): HeldPresses {
  const left = (header as Element & { [HOLDER_KEY]?: Partial<Record<keyof HeldPresses, unknown>> })[HOLDER_KEY];
  const { intent, take, giveUp } = left ?? {};
  if (typeof intent !== 'function' || typeof take !== 'function' || typeof giveUp !== 'function') {
    return holdPresses(header, settings) as HeldPresses;
  }
  return {
    intent: () => intent() === true,
    take: () => {
      const events: unknown = take();
      return Array.isArray(events) ? events.filter((event): event is Event => event instanceof Event) : [];
    },
    giveUp: () => void giveUp(),
  };
}

/** Has the live header answer each press held, in order: the control pressed again, the form sent through its script. */
export function answerHeldPresses(events: readonly Event[]): void {
  for (const event of events) {
    const { target } = event;
    if (!(target instanceof Element) || !target.isConnected) continue;
    if (target instanceof HTMLFormElement && event.type === 'submit') target.requestSubmit();
    else if (event instanceof MouseEvent) target.dispatchEvent(new MouseEvent('click', event));
  }
}

/**
 * The inline script that goes right after the header's element and its state script: it holds
 * presses on that element from the first paint. With the page's CSP nonce when it has one.
 */
export function heldPressesScript(nonce: string | undefined): string {
  const source = `(${holdPresses.toString()})(document.currentScript?.previousElementSibling?.previousElementSibling,${JSON.stringify(settings)})`;
  return `<script${nonce === undefined ? '' : ` nonce="${nonce}"`}>${source.replaceAll('</', '<\\/')}</script>`;
}
