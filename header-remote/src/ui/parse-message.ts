/**
 * Spec section 3, "Message text": a message with `${name}` placeholders filled from params, and
 * optional HTML. Both are read in one linear pass each (decision 012): no pattern that can
 * backtrack, and the HTML is a small set of elements read into data, never markup.
 */

export type MessageNode =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'br' }
  | { readonly kind: 'strong' | 'em'; readonly children: readonly MessageNode[] }
  | { readonly kind: 'a'; readonly href: string; readonly children: readonly MessageNode[] };

/** A message longer than this is cut: messages are a sentence or two. */
export const MAX_MESSAGE_CHARS = 2_000;

/** `${name}` replaced by params[name]; a placeholder without a value is left out, a bare `${` stays text. */
export function fillPlaceholders(text: string, params: Readonly<Record<string, string>>): string {
  let out = '';
  let at = 0;
  for (;;) {
    const open = text.indexOf('${', at);
    if (open === -1) return out + text.slice(at);
    const close = text.indexOf('}', open + 2);
    if (close === -1) return out + text.slice(at);
    const name = text.slice(open + 2, close);
    out += text.slice(at, open);
    if (/^\w{1,40}$/.test(name)) out += Object.hasOwn(params, name) ? (params[name] ?? '') : '';
    else out += text.slice(open, close + 1);
    at = close + 1;
  }
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: '\u00a0',
};

function decodeEntities(text: string): string {
  let out = '';
  let at = 0;
  for (;;) {
    const amp = text.indexOf('&', at);
    if (amp === -1) return out + text.slice(at);
    const semi = text.indexOf(';', amp);
    const name = semi === -1 || semi - amp > 6 ? undefined : text.slice(amp + 1, semi);
    const value = name !== undefined && Object.hasOwn(ENTITIES, name) ? ENTITIES[name] : undefined;
    if (value === undefined || semi === -1) {
      out += text.slice(at, amp + 1);
      at = amp + 1;
    } else {
      out += text.slice(at, amp) + value;
      at = semi + 1;
    }
  }
}

const CONTAINERS: Readonly<Record<string, 'strong' | 'em' | 'a'>> = {
  b: 'strong',
  strong: 'strong',
  i: 'em',
  em: 'em',
  a: 'a',
};

/** The value of `href="…"` (or '…') in a tag's attributes, found by scanning, never by a pattern. */
function hrefOf(attributes: string): string {
  const at = attributes.toLowerCase().indexOf('href=');
  if (at === -1) return '';
  const quote = attributes[at + 5];
  if (quote !== '"' && quote !== "'") return '';
  const end = attributes.indexOf(quote, at + 6);
  return end === -1 ? '' : decodeEntities(attributes.slice(at + 6, end));
}

/** Links a message may carry: a site path, or https. Anything else (javascript:, data:) is shown as text. */
export function isSafeMessageHref(href: string): boolean {
  return (href.startsWith('/') && !href.startsWith('//')) || href.startsWith('https://');
}

type Frame = { readonly kind: 'root' | 'strong' | 'em' | 'a'; readonly href: string; readonly children: MessageNode[] };

/**
 * The message as nodes: placeholders filled in text only (a value is never read as HTML); with
 * `html`, the tags b, strong, i, em, a and br become elements, any other tag is dropped with its
 * text kept, and a tag left open is closed at the end.
 */
export function parseMessage(
  message: string,
  params: Readonly<Record<string, string>>,
  { html }: { readonly html: boolean },
): MessageNode[] {
  const text = message.slice(0, MAX_MESSAGE_CHARS);
  if (!html) return [{ kind: 'text', text: fillPlaceholders(text, params) }];
  const stack: Frame[] = [{ kind: 'root', href: '', children: [] }];
  const top = () => stack[stack.length - 1] as Frame;
  const addText = (raw: string) => {
    const filled = fillPlaceholders(decodeEntities(raw), params);
    if (filled !== '') top().children.push({ kind: 'text', text: filled });
  };
  const close = () => {
    const frame = stack.pop() as Frame;
    const node: MessageNode =
      frame.kind === 'a'
        ? { kind: 'a', href: frame.href, children: frame.children }
        : { kind: frame.kind as 'strong' | 'em', children: frame.children };
    top().children.push(node);
  };
  let at = 0;
  for (;;) {
    const open = text.indexOf('<', at);
    const end = open === -1 ? -1 : text.indexOf('>', open);
    if (open === -1 || end === -1) {
      addText(text.slice(at));
      break;
    }
    addText(text.slice(at, open));
    const tag = text.slice(open + 1, end).trim();
    const closing = tag.startsWith('/');
    const body = closing ? tag.slice(1).trim() : tag;
    const space = body.search(/[\s/]/);
    const name = (space === -1 ? body : body.slice(0, space)).toLowerCase();
    if (name === 'br' && !closing) top().children.push({ kind: 'br' });
    const kind = Object.hasOwn(CONTAINERS, name) ? CONTAINERS[name] : undefined;
    if (kind && !closing) stack.push({ kind, href: kind === 'a' ? hrefOf(body) : '', children: [] });
    if (kind && closing && top().kind === kind) close();
    at = end + 1;
  }
  while (stack.length > 1) close();
  return top().children;
}
