/**
 * What the header says about itself in a vitals batch (decision 042), as rules without
 * a browser: which element is the header's, a control's stable name, what a `header_error` counts
 * as, a message with nothing of the shopper's in it, and how entries are cut into batches.
 */
import type { VitalsBatch } from '@grocer/shared-contracts';
import { MAX_VITAL_EVENTS_PER_BATCH, MAX_VITALS_BATCH_BYTES } from '@grocer/shared-contracts/domain';

export type Vital = VitalsBatch['vitals'][number];
export type VitalEvent = VitalsBatch['events'][number];
/** What every batch from this page says about where it came from. */
export type VitalsContext = Omit<VitalsBatch, 'vitals' | 'events'>;

/** The header's own root (HeaderRoot): whatever is inside it is the header's. */
export const HEADER_ROOT_SELECTOR = '[data-header-root]';

const elementOf = (node: Node | null | undefined): Element | null =>
  !node ? null : node.nodeType === 1 ? (node as Element) : node.parentElement;

export const isInHeader = (node: Node | null | undefined): boolean =>
  elementOf(node)?.closest(HEADER_ROOT_SELECTOR) != null;

const CONTROL =
  'a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [role="menuitem"], [role="tab"], [role="option"], [role="combobox"], [role="searchbox"]';

function roleOf(control: Element): string {
  const explicit = control.getAttribute('role');
  if (explicit && /^[a-z]+$/.test(explicit)) return explicit;
  const tag = control.tagName.toLowerCase();
  if (tag === 'a') return 'link';
  if (tag === 'summary') return 'button';
  if (tag === 'select') return 'combobox';
  if (tag === 'textarea') return 'textbox';
  if (tag === 'input') {
    const type = control.getAttribute('type') ?? 'text';
    if (type === 'search') return 'searchbox';
    if (['button', 'submit', 'reset', 'image'].includes(type)) return 'button';
    if (type === 'checkbox' || type === 'radio') return type;
    return 'textbox';
  }
  return tag;
}

/** The words a control is named by: its aria-label, else its label's or its own text (never a field's value). */
function labelTextOf(control: Element): string {
  const label = control.getAttribute('aria-label');
  if (label) return label;
  const labels = 'labels' in control ? (control as HTMLInputElement).labels : null;
  if (labels && labels.length > 0) return labels[0]?.textContent ?? '';
  if (control.tagName === 'INPUT' || control.tagName === 'TEXTAREA') return control.getAttribute('placeholder') ?? '';
  return control.textContent ?? '';
}

/**
 * A name's first words of letters only, at most three, stopping at the first word with anything
 * else in it: "Trolley £23.50 (3 items)" is `trolley`, "Search groceries" `search-groceries`. An
 * amount, a date, a count or an order number starts with a digit or a symbol, so none gets through.
 */
export function nameWords(text: string): string {
  const words: string[] = [];
  for (const word of text.toLowerCase().split(/\s+/)) {
    if (word === '') continue;
    let bare = word;
    while (/[,.:;!?]$/.test(bare)) bare = bare.slice(0, -1);
    if (!/^[a-z]+$/.test(bare) || words.length === 3) break;
    words.push(bare);
  }
  return words.join('-');
}

/**
 * A stable, non-personal name for the header's control that `node` is in: its role and its name's
 * first plain words (`button:my-account`, `searchbox:search-groceries`, `link:groceries`), or
 * `header` for a part of the header that is no control.
 */
export function controlName(node: Node | null | undefined): string {
  const control = elementOf(node)?.closest(CONTROL);
  if (!control?.closest(HEADER_ROOT_SELECTOR)) return 'header';
  const words = nameWords(labelTextOf(control));
  return (words === '' ? roleOf(control) : `${roleOf(control)}:${words}`).slice(0, 64);
}

/**
 * The header's error codes that mean a boundary caught something (the root's fallback, a lazy
 * piece, a CMS component), and the component each names. Every other `header_error` (a service
 * call refused, bad props) is not a render error and is not counted here.
 */
export const BOUNDARY_CODES: Readonly<Record<string, string>> = {
  render_failed: 'header',
  content_render: 'content',
  mega_menu_failed: 'mega-menu',
  seasonal_menu_failed: 'seasonal-menu',
  mobile_menu_failed: 'mobile-menu',
  multi_search_failed: 'multi-search',
  search_overlay_failed: 'search-overlay',
  amend_bar_failed: 'amend-bar',
  amend_discard_failed: 'amend-discard',
  app_banner_failed: 'app-banner',
  slot_failed: 'slot',
  checkout_note_failed: 'checkout-note',
  instant_checkout_choice_failed: 'instant-checkout',
};

/** A piece whose code did not arrive: webpack's ChunkLoadError (a script or stylesheet), or the browser's own. */
const LOAD_FAILURE = /ChunkLoadError|Loading (?:CSS )?chunk|dynamically imported module/i;

const OPENING_QUOTES = `"'\`\u2018\u201c`;
const CLOSING_QUOTES = `"'\`\u2019\u201d`;

/** Each quoted stretch as `<text>`, in one pass (an opening quote with no closing one after it ends the search). */
function dropQuoted(text: string): string {
  let out = '';
  for (let at = 0; at < text.length; at += 1) {
    const char = text.charAt(at);
    if (!OPENING_QUOTES.includes(char)) {
      out += char;
      continue;
    }
    let end = at + 1;
    while (end < text.length && !CLOSING_QUOTES.includes(text.charAt(end))) end += 1;
    if (end === text.length) return out + text.slice(at);
    out += '<text>';
    at = end;
  }
  return out;
}

/**
 * A message with nothing of the shopper's in it, at most 200 characters: quoted text, addresses,
 * emails and every number are replaced by what they were, so a render error's message says what
 * broke, never whose data it broke on.
 */
export function scrubMessage(text: string): string {
  return dropQuoted(text.slice(0, 2000))
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => (word.includes('://') ? '<url>' : word.includes('@') ? '<email>' : word.replace(/\p{N}+/gu, '<n>')))
    .join(' ')
    .slice(0, 200);
}

/**
 * What a `header_error` counts as: a piece that could not load is a remote load failure; anything
 * else a boundary caught is a render error with its scrubbed message; the root's boundary also
 * shows the fallback header. Other codes count as nothing.
 */
export function eventsFromHeaderError(code: string, message: string): VitalEvent[] {
  const component = Object.hasOwn(BOUNDARY_CODES, code) ? BOUNDARY_CODES[code] : undefined;
  if (component === undefined) return [];
  if (LOAD_FAILURE.test(message)) return [{ kind: 'remote_load_failure', component }];
  const renderError: VitalEvent = { kind: 'render_error', component, message: scrubMessage(message) };
  return code === 'render_failed' ? [renderError, { kind: 'fallback', component }] : [renderError];
}

const encoder = new TextEncoder();
const bytesOf = (batch: VitalsBatch) => encoder.encode(JSON.stringify(batch)).length;

/**
 * The entries cut into as few batches as keep each within the services' limits (one value per
 * metric, a few events, bytes), in order. An entry that could not fit even alone is left out.
 */
export function batchesOf(
  context: VitalsContext,
  vitals: readonly Vital[],
  events: readonly VitalEvent[],
): VitalsBatch[] {
  const batches: VitalsBatch[] = [];
  let current: VitalsBatch = { ...context, vitals: [], events: [] };
  const close = () => {
    if (current.vitals.length + current.events.length > 0) batches.push(current);
    current = { ...context, vitals: [], events: [] };
  };
  /** `room`: the current batch's list can take one more (its metric's first, or a few events). */
  const add = <K extends 'vitals' | 'events'>(list: K, entry: VitalsBatch[K][number], room: boolean) => {
    const grown = { ...current, [list]: [...current[list], entry] };
    if (room && bytesOf(grown) <= MAX_VITALS_BATCH_BYTES) {
      current = grown;
      return;
    }
    close();
    const alone = { ...current, [list]: [entry] };
    if (bytesOf(alone) <= MAX_VITALS_BATCH_BYTES) current = alone;
  };
  for (const vital of vitals) add('vitals', vital, !current.vitals.some((kept) => kept.metric === vital.metric));
  for (const event of events) add('events', event, current.events.length < MAX_VITAL_EVENTS_PER_BATCH);
  close();
  return batches;
}
