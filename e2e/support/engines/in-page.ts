/**
 * What the engines' drivers run inside the page. Each function is sent as its source (puppeteer's
 * evaluate, WebDriver's Execute Script), so it uses nothing from outside its own body.
 */

/** The roles the core journey looks for, as Playwright's getByRole names them. */
export type Role =
  | 'banner'
  | 'button'
  | 'combobox'
  | 'dialog'
  | 'heading'
  | 'link'
  | 'list'
  | 'listbox'
  | 'listitem'
  | 'main'
  | 'navigation'
  | 'option'
  | 'region';

/** An element as a shopper finds it: by role and accessible name, or a form field by its label; inside another, if `within`. */
export type Target =
  | { readonly role: Role; readonly name?: string | RegExp; readonly level?: number; readonly within?: Target }
  | { readonly label: string; readonly within?: Target };

/** A target as it crosses into the page: a pattern as its source and flags. */
export type WireTarget = {
  readonly role?: Role;
  readonly label?: string;
  readonly name?: { readonly exact: string } | { readonly source: string; readonly flags: string };
  readonly level?: number;
  readonly within?: WireTarget;
};

export function toWire(target: Target): WireTarget {
  const within = target.within ? toWire(target.within) : undefined;
  if ('label' in target) return { label: target.label, within };
  const { name } = target;
  return {
    role: target.role,
    name:
      name === undefined
        ? undefined
        : typeof name === 'string'
          ? { exact: name }
          : { source: name.source, flags: name.flags },
    level: target.level,
    within,
  };
}

/**
 * What a query returns: the one element, to act on (null while there is none or it is disabled,
 * as Playwright waits for an enabled element), every match's name, or an attribute of the one.
 */
export type Want = 'element' | 'names' | { readonly attribute: string };

/**
 * Finds `target` among the rendered elements, as getByRole does for these roles: an explicit role
 * or the element's implicit one, hidden and aria-hidden elements left out, the name from
 * aria-labelledby, aria-label, a field's labels or the element's own text. Like a Playwright
 * locator it is strict: two matches for 'element' or an attribute throw.
 */
export function queryPage(target: WireTarget, want: Want): unknown {
  const IMPLICIT: Record<Role, string> = {
    banner: 'header',
    button: 'button, input[type="submit"], input[type="button"]',
    combobox: 'select:not([multiple])',
    dialog: 'dialog',
    heading: 'h1, h2, h3, h4, h5, h6',
    link: 'a[href], area[href]',
    list: 'ul, ol, menu',
    listbox: 'select[multiple], datalist',
    listitem: 'li',
    main: 'main',
    navigation: 'nav',
    option: 'option',
    region: 'section',
  };
  // An element with `display: contents` has no box of its own, so checkVisibility calls it hidden.
  const rendered = (element: Element) =>
    (element.checkVisibility({ visibilityProperty: true }) || getComputedStyle(element).display === 'contents') &&
    !element.closest('[aria-hidden="true"]');
  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element) || node.getAttribute('aria-hidden') === 'true') return '';
    const style = getComputedStyle(node);
    if (style.display === 'none' || style.visibility === 'hidden') return '';
    const label = node.getAttribute('aria-label') ?? (node instanceof HTMLImageElement ? node.alt : null);
    const text = label ?? [...node.childNodes].map(textOf).join('');
    // Browsers put a space around a block's text in a name, none around an inline element's.
    return style.display.startsWith('inline') ? text : ` ${text} `;
  };
  const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      const labels = labelledBy.split(' ').map((id) => document.getElementById(id));
      return squash(labels.map((label) => (label ? [...label.childNodes].map(textOf).join('') : '')).join(' '));
    }
    const label = element.getAttribute('aria-label');
    if (label) return squash(label);
    if ('labels' in element && element.labels instanceof NodeList && element.labels.length > 0) {
      return squash([...element.labels].map(textOf).join(' '));
    }
    const role = element.getAttribute('role') ?? '';
    const fromContent = ['button', 'link', 'heading', 'option', 'listitem'].includes(role);
    return fromContent || element.matches('button, a, h1, h2, h3, h4, h5, h6, option, li')
      ? squash([...element.childNodes].map(textOf).join(''))
      : '';
  };
  const hasRole = (element: Element, role: Role) => {
    const explicit = element.getAttribute('role');
    if (explicit) return explicit.split(' ')[0] === role;
    if (!element.matches(IMPLICIT[role])) return false;
    // A <header> is the banner only outside sectioning content; a <section> is a region only when named.
    if (role === 'banner') return !element.parentElement?.closest('article, aside, main, nav, section');
    if (role === 'region') return element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby');
    return true;
  };
  const levelOf = (element: Element) => Number(element.getAttribute('aria-level') ?? element.tagName.slice(1));
  const nameMatches = (name: string, wanted: NonNullable<WireTarget['name']>) =>
    'exact' in wanted ? name === wanted.exact : new RegExp(wanted.source, wanted.flags).test(name);
  const findAll = (query: WireTarget): Element[] => {
    let scopes: ParentNode[] = [document];
    if (query.within) {
      const within = findAll(query.within);
      if (within.length > 1) throw new Error(`${within.length} elements match ${JSON.stringify(query.within)}`);
      scopes = within;
    }
    const { role, label } = query;
    const selector = role ? `[role="${role}"], ${IMPLICIT[role]}` : 'input, textarea, select';
    return scopes
      .flatMap((scope) => [...scope.querySelectorAll(selector)])
      .filter((element) => rendered(element))
      .filter((element) =>
        role
          ? hasRole(element, role) &&
            (query.level === undefined || levelOf(element) === query.level) &&
            (query.name === undefined || nameMatches(nameOf(element), query.name))
          : nameOf(element) === label,
      );
  };

  const found = findAll(target);
  if (want === 'names') return found.map(nameOf);
  if (found.length > 1) throw new Error(`${found.length} elements match ${JSON.stringify(target)}`);
  const element = found[0] ?? null;
  // A server-rendered control stays aria-disabled until its page's script is live and knows the shopper.
  if (want === 'element') return element?.matches(':disabled, [aria-disabled="true"]') ? null : element;
  return element?.getAttribute(want.attribute) ?? null;
}

/** Where the watch keeps what it saw: the tab's session storage outlives each page of the journey. */
export const WATCH_KEY = 'engines-watch';

/**
 * Records what goes wrong on the page, as the Chromium specs' watches do: uncaught errors and
 * rejections, resources that failed to load, console.error, and Content-Security-Policy
 * violations (neither engine hands these to a ReportingObserver, so nothing from before the
 * watch started can be read back).
 */
export function installWatch(key: string): void {
  const page = window as Window & { __enginesWatch?: true };
  if (page.__enginesWatch || location.protocol !== 'http:') return;
  page.__enginesWatch = true;
  const record = (line: string) => {
    const seen = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
    sessionStorage.setItem(key, JSON.stringify([...seen, `${location.pathname}: ${line}`]));
  };
  // Once the journey has left the page, a load the browser stops is not the page failing: Firefox can
  // report it as a failed load (the CI run of 2026-11-26 failed once on a header chunk, ask-for-token,
  // on the browse page the journey was leaving; not reproduced, so the cause is a likely one, not seen).
  let leaving = false;
  addEventListener('beforeunload', () => {
    leaving = true;
  });
  addEventListener('pageshow', () => {
    leaving = false;
  });
  addEventListener(
    'error',
    (event: Event) => {
      if (event instanceof ErrorEvent) record(`error: ${event.message}`);
      else if (event.target instanceof Element && !leaving)
        record(`failed to load ${event.target.outerHTML.slice(0, 120)}`);
    },
    true,
  );
  addEventListener('unhandledrejection', (event) => record(`unhandled rejection: ${String(event.reason)}`));
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    record(`console.error: ${args.map(String).join(' ')}`);
    consoleError(...args);
  };
  document.addEventListener('securitypolicyviolation', (event) =>
    record(`CSP: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
  );
}

/** What the watch has recorded in this tab, oldest first. */
export function watchRecord(key: string): string[] {
  return JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
}
