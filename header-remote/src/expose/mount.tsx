/**
 * Exposed as "header/mount", for pages that are not React apps:
 * `const unmount = mount(element, props)`, or `hydrate(element, props)` for a
 * header the server rendered into the page. React comes from the page's share
 * scope if the page provides one, otherwise from the remote's own copy.
 */
// First, so the header's styles and chunks carry the page's CSP nonce.
import './use-page-nonce.ts';
import './supported-react.ts';
import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import {
  HEADER_HYDRATED_ATTRIBUTE,
  HEADER_SSR_ATTRIBUTE,
  HEADER_STATE_SCRIPT_ATTRIBUTE,
  type HeaderPropsInput,
} from '@grocer/shared-contracts';
import { PreloadedHeader } from '../app/preloaded-header.tsx';
import { hydrateOnIntent } from './hydrate-on-intent.ts';

export type Unmount = () => void;

const rootOptions = {
  // The header's own boundary already reports caught errors (log when clientLogging is on, and a
  // header_error event), so React's default console.error for them would break the silence.
  onCaughtError: () => {},
  // Anything that escapes the boundary is logged, never rethrown into the page.
  onUncaughtError: (error) => console.error('[header] Uncaught error in mounted header', error),
} satisfies RootOptions;

/**
 * The header as the browser renders it, with every control: a chunk of its own, so hydrating a
 * server-rendered header, which loads its controls on intent (decision 026), does not carry them.
 */
const loadHeader = () => import(/* webpackChunkName: "browser-header" */ '../app/header.tsx');

/** Renders the header afresh into the element once its code is here (a root that is stopped first renders nothing). */
function renderHeader(element: Element, props: HeaderPropsInput, wrap: (header: ReactNode) => ReactNode = (h) => h) {
  let root: Root | undefined;
  let stopped = false;
  loadHeader().then(
    ({ Header }) => {
      if (stopped) return;
      root = createRoot(element, rootOptions);
      root.render(wrap(<Header {...props} />));
    },
    (error: unknown) => console.error('[header] The header could not load', error),
  );
  return () => {
    if (stopped) return;
    stopped = true;
    root?.unmount();
  };
}

/** Renders the header into the element; hydrates it instead when the server rendered it there, with its state. */
export function mount(element: Element, props: HeaderPropsInput): Unmount {
  const serverRendered =
    element.hasAttribute(HEADER_SSR_ATTRIBUTE) &&
    element.nextElementSibling?.hasAttribute(HEADER_STATE_SCRIPT_ATTRIBUTE) === true;
  if (serverRendered) return hydrate(element, props);
  return renderHeader(element, props);
}

/** Marks the element once hydration has committed (effects run after it): the controls are the script's from then on. */
function MarkHydrated({ element, children }: { readonly element: Element; readonly children: ReactNode }) {
  useEffect(() => {
    element.setAttribute(HEADER_HYDRATED_ATTRIBUTE, '');
    return () => element.removeAttribute(HEADER_HYDRATED_ATTRIBUTE);
  }, [element]);
  return children;
}

/**
 * The state script's parser and its schemas: a chunk of their own, which a page that only mounts
 * never runs. Preloaded as soon as this expose's chunk is asked for, beside the shared modules it
 * waits for, not after them: one round trip less before a server-rendered header is live (150 ms on
 * a phone's network). A page that only mounts fetches it for nothing (3.9 KB Brotli); the reference
 * host renders such a header with `./Header`, and hydrates with this expose.
 */
const loadServerState = () => import(/* webpackChunkName: "server-state", webpackPreload: true */ './server-state.ts');

/**
 * Makes a server-rendered header live: `element` holds the server's HTML and
 * is followed by its state script (the remote's `headerFragment`). The store
 * starts from the server's state, so the first render equals the server's;
 * only what the server did not load is loaded. Without a readable state it
 * renders the header afresh, with a warning, rather than fail. Until the state
 * is read, the server's HTML works as it is: links and forms.
 */
export function hydrate(element: Element, props: HeaderPropsInput): Unmount {
  let root: Root | undefined;
  let stopAfresh: Unmount | undefined;
  let stopped = false;
  // At once, before React's listeners: a press on a control before it is live is held for it.
  const intent = hydrateOnIntent(element, {
    onLoadFailed: (error) => {
      loadServerState().then(
        ({ reportControlsFailure }) => reportControlsFailure(props, error),
        () => console.error("[header] The header's controls could not load", error),
      );
    },
  });
  const renderAfresh = (problem: string) => {
    console.warn(`[header] ${problem}; rendering the header in the browser instead of hydrating it`);
    intent.stop();
    stopAfresh = renderHeader(element, props, (header) => <MarkHydrated element={element}>{header}</MarkHydrated>);
  };
  loadServerState().then(
    ({ readServerState, reportRecoverableError }) => {
      if (stopped) return;
      const state = readServerState(element);
      if (!state.success) return renderAfresh(state.problem);
      const tree = (
        <MarkHydrated element={element}>
          <PreloadedHeader input={props} state={state.data} hydrating={{ onStateChange: intent.load }} />
        </MarkHydrated>
      );
      // As a transition, React hydrates in slices of a few milliseconds and lets the page's input and
      // paint in between, instead of one long task (the server's HTML is already drawn and works meanwhile).
      startTransition(() => {
        root = hydrateRoot(element, tree, {
          ...rootOptions,
          onRecoverableError: (error) => reportRecoverableError(props, error),
        });
      });
    },
    (error: unknown) => {
      if (!stopped) renderAfresh(`The server's header state could not be read (${String(error)})`);
    },
  );
  return () => {
    if (stopped) return;
    stopped = true;
    intent.stop();
    stopAfresh?.();
    root?.unmount();
  };
}

export { CONTRACT_VERSION as contractVersion } from '@grocer/shared-contracts';
export type { HeaderProps } from './header.tsx';
