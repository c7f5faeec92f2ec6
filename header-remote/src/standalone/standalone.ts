/**
 * dist/standalone.js: the header for a page that has no federation runtime
 * (no bundler, or a bundler without Module Federation). The remote's entry
 * (remoteEntry.js) carries no copy of the runtime: a federation host provides
 * it (decision 016). This script provides its core when the page has none,
 * loads the entry from beside itself, and:
 *
 * - hydrates every header fragment on the page (the remote's `/fragment`,
 *   included by the page's server), with the props the server rendered it
 *   with; the header's events are dispatched on the element as
 *   `fernleaf-header-event` DOM events (`detail: { name, payload }`);
 * - offers `window.fernleafHeader.load()` → `{ mount, hydrate }` for pages
 *   that mount the header themselves;
 * - mounts the footer into every `[data-fernleaf-footer]` element, with the
 *   props in the attribute (JSON) or else the header fragment's, replacing the
 *   page's own fallback footer inside it only once the footer has loaded; and
 *   offers `window.fernleafHeader.loadFooter()` → `{ mountFooter }`.
 */
import * as runtimeCore from '@module-federation/runtime-core';
import { readCspNonce } from '@grocer/shared-contracts';
import {
  HEADER_SSR_ATTRIBUTE,
  HEADER_STATE_SCRIPT_ATTRIBUTE,
  type HeaderPropsInput,
} from '@grocer/shared-contracts/domain';

type Unmount = () => void;
type MountModule = {
  readonly mount: (element: Element, props: HeaderPropsInput) => Unmount;
  readonly hydrate: (element: Element, props: HeaderPropsInput) => Unmount;
};
type FooterModule = { readonly mountFooter: (element: Element, props: HeaderPropsInput) => Unmount };
type Container = { init(shareScope: object): Promise<void> | void; get(name: string): Promise<() => unknown> };
type PageGlobals = typeof globalThis & {
  _FEDERATION_RUNTIME_CORE?: unknown;
  header?: Container;
  fernleafHeader?: { load: () => Promise<MountModule>; loadFooter: () => Promise<FooterModule> };
};

export const HEADER_EVENT = 'fernleaf-header-event';
/** Marks where a page wants the footer: `<div data-fernleaf-footer>` with the page's own footer inside. */
export const FOOTER_ATTRIBUTE = 'data-fernleaf-footer';

const page = globalThis as PageGlobals;
// A page that has a federation host's runtime keeps it: one runtime per page.
page._FEDERATION_RUNTIME_CORE ??= runtimeCore;

const self = document.currentScript instanceof HTMLScriptElement ? document.currentScript : null;
const base = new URL('.', self?.src ?? document.baseURI);
const nonce = self?.nonce || readCspNonce(document);

function loadEntry(): Promise<Container> {
  if (page.header) return Promise.resolve(page.header);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = new URL('remoteEntry.js', base).href;
    if (nonce) script.nonce = nonce;
    script.onload = () => (page.header ? resolve(page.header) : reject(new Error('remoteEntry.js defined no header')));
    script.onerror = () => reject(new Error(`${script.src} did not load`));
    document.head.append(script);
  });
}

let initialised: Promise<Container> | undefined;

/** The remote's container, initialised once, with the remote's own React when the page shares none. */
function container(): Promise<Container> {
  initialised ??= (async () => {
    const entry = await loadEntry();
    await entry.init({});
    return entry;
  })();
  initialised.catch(() => (initialised = undefined));
  return initialised;
}

/** The `header/mount` module. */
export async function load(): Promise<MountModule> {
  return (await (await container()).get('./mount'))() as MountModule;
}

/** The `header/Footer` module. */
export async function loadFooter(): Promise<FooterModule> {
  return (await (await container()).get('./Footer'))() as FooterModule;
}

/** The props a fragment was rendered with, from its state script; undefined when it has none. */
function fragmentProps(element: Element): HeaderPropsInput | undefined {
  const script = element.nextElementSibling;
  if (!script?.hasAttribute(HEADER_STATE_SCRIPT_ATTRIBUTE)) return undefined;
  try {
    const { props } = JSON.parse(script.textContent ?? '') as { props?: HeaderPropsInput };
    return props;
  } catch {
    return undefined;
  }
}

async function hydrateFragments(): Promise<void> {
  const fragments = [...document.querySelectorAll(`[${HEADER_SSR_ATTRIBUTE}]`)];
  if (fragments.length === 0) return;
  try {
    const { hydrate } = await load();
    for (const element of fragments) {
      const props = fragmentProps(element);
      if (!props) continue;
      hydrate(element, {
        ...props,
        onEvent: (name, payload) =>
          element.dispatchEvent(new CustomEvent(HEADER_EVENT, { bubbles: true, detail: { name, payload } })),
      });
    }
  } catch (error) {
    // The server's header stays as it is: links and a search form that work without script.
    console.warn('[header] The header could not load; the server-rendered header stays', error);
  }
}

/** A footer element's props: its attribute's JSON, else the first header fragment's, else none. */
function footerProps(element: Element): HeaderPropsInput {
  const own = element.getAttribute(FOOTER_ATTRIBUTE);
  if (own) {
    try {
      return JSON.parse(own) as HeaderPropsInput;
    } catch {
      console.warn(`[header] ${FOOTER_ATTRIBUTE} holds no JSON; the footer uses the header's props`);
    }
  }
  const fragment = document.querySelector(`[${HEADER_SSR_ATTRIBUTE}]`);
  return (fragment && fragmentProps(fragment)) ?? {};
}

async function mountFooters(): Promise<void> {
  const elements = [...document.querySelectorAll(`[${FOOTER_ATTRIBUTE}]`)];
  if (elements.length === 0) return;
  try {
    const { mountFooter } = await loadFooter();
    for (const element of elements) mountFooter(element, footerProps(element));
  } catch (error) {
    // The page's own footer, inside the element, stays.
    console.warn("[header] The footer could not load; the page's own footer stays", error);
  }
}

function start(): void {
  void hydrateFragments();
  void mountFooters();
}

page.fernleafHeader = { load, loadFooter };
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
