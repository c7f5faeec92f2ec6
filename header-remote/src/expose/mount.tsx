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
} from '@grocer/shared-contracts/domain';
import { whenFocusIsOutside } from '@grocer/shared-contracts/focus-outside';
import { HEADER_ID_PREFIX } from '../lib/id-prefix.ts';
import { whenPageIdle } from '../lib/when-page-idle.ts';
import { keepEarlyHostEvents } from '../shopping/early-host-events.tsx';
import { hydrateOnIntent } from './hydrate-on-intent.ts';

export type Unmount = () => void;

const rootOptions = {
  // The server's render uses the same prefix (render-to-html.ts), so hydration matches.
  identifierPrefix: HEADER_ID_PREFIX,
  // The header's own boundary already reports caught errors (log when clientLogging is on, and a
  // header_error event), so React's default console.error for them would break the silence.
  onCaughtError: () => {},
  // Anything that escapes the boundary is logged, never rethrown into the page.
  onUncaughtError: (error) => console.error('[header] Uncaught error in mounted header', error),
} satisfies RootOptions;

/**
 * The header's code, out of this expose's chunk: a server-rendered header loads it when the page is
 * idle or on intent (decision 038), a header rendered afresh at once. One chunk for both (its stylesheet is the one
 * the server's HTML links: `stylesheetChunks`); keep its name in step with hydration-chunks.ts.
 */
const loadHeader = () => import(/* webpackChunkName: "header-live" */ '../app/header.tsx');
const loadPreloadedHeader = () => import(/* webpackChunkName: "header-live" */ '../app/preloaded-header.tsx');
/** The server's state's reader and its schemas: only hydrating needs them, loaded beside the header's code. */
const loadStateReader = () => import(/* webpackChunkName: "header-state-reader" */ '../app/read-server-state.ts');
/**
 * What reports a problem met before the header is live: it parses the props with their schemas, so
 * it is a chunk of its own, loaded only when there is something to report, and the closed header
 * loads no zod. With the remote unreachable it cannot load either: the problem goes to the console.
 */
function reportStartError(
  report: 'reportRecoverableError' | 'reportScriptFailure',
  props: HeaderPropsInput,
  error: unknown,
) {
  import(/* webpackChunkName: "header-report" */ './report-start-errors.ts').then(
    (reporter) => reporter[report](props, error),
    () => console.error('[header] The header could not start, nor report why', error),
  );
}

const nothing = () => {};
const now = (render: () => void) => {
  render();
  return nothing;
};

/**
 * Renders the header afresh into the element once its code is here, and `when` lets it (at once
 * unless told otherwise). A root that is stopped first renders nothing.
 */
function renderHeader(
  element: Element,
  props: HeaderPropsInput,
  wrap: (header: ReactNode) => ReactNode = (h) => h,
  when: (render: () => void) => () => void = now,
) {
  let root: Root | undefined;
  let stopped = false;
  let stopWaiting = nothing;
  loadHeader().then(
    ({ Header }) => {
      if (stopped) return;
      stopWaiting = when(() => {
        root = createRoot(element, rootOptions);
        root.render(wrap(<Header {...props} />));
      });
    },
    (error: unknown) => console.error('[header] The header could not load', error),
  );
  return () => {
    if (stopped) return;
    stopped = true;
    stopWaiting();
    root?.unmount();
  };
}

/**
 * Renders the header into the element; hydrates it instead when the server rendered it there, with
 * its state. What the element held (the page's own header) is replaced once the focus is outside
 * it: a shopper typing into its search box keeps the text and the place.
 */
export function mount(element: Element, props: HeaderPropsInput): Unmount {
  const serverRendered =
    element.hasAttribute(HEADER_SSR_ATTRIBUTE) &&
    element.nextElementSibling?.hasAttribute(HEADER_STATE_SCRIPT_ATTRIBUTE) === true;
  if (serverRendered) return hydrate(element, props);
  return renderHeader(element, props, undefined, (render) => whenFocusIsOutside(element, render));
}

/** How long after a failed load of the header's code an intent waits before it asks again. */
const RETRY_AFTER_MS = 10_000;

/** Marks the element once hydration has committed (effects run after it): the header is the script's from then on. */
function MarkHydrated({
  element,
  onHydrated = nothing,
  children,
}: {
  readonly element: Element;
  readonly onHydrated?: () => void;
  readonly children: ReactNode;
}) {
  useEffect(() => {
    element.setAttribute(HEADER_HYDRATED_ATTRIBUTE, '');
    onHydrated();
    return () => element.removeAttribute(HEADER_HYDRATED_ATTRIBUTE);
  }, [element, onHydrated]);
  return children;
}

/** A task of its own: the code's evaluation, the state's parse and hydration each stay short. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Makes a server-rendered header live (decision 038): `element` holds the server's HTML and is
 * followed by its state script (the remote's `headerFragment`). One way, whatever brings it: when
 * the page has loaded and is idle, or at the shopper's first intent (pointer, touch, key, focus on
 * the header) or the page's first trolley event, whichever comes first. The header's code loads,
 * the state is parsed in a task of its own, and React hydrates the server's HTML in slices (a
 * transition) from a store filled with that state, so both renders are the same; the live header
 * then does everything itself (ready, cookies, personalisation, scroll, app banner). Until then the
 * server's HTML works as it is, a press on it is held and replayed, and the page's trolley events
 * are kept for it. Without a readable state it renders the header afresh, with a warning.
 */
export function hydrate(element: Element, props: HeaderPropsInput): Unmount {
  let root: Root | undefined;
  let stopAfresh: Unmount | undefined;
  let stopped = false;

  let woken: Promise<boolean> | undefined;
  let failedAt = -Infinity;
  /**
   * Loads the header's code and hydrates, once; false when it could not. An intent after a failure
   * tries again, but not within RETRY_AFTER_MS of it: a pointer moving over the header during an
   * outage would otherwise ask, and report, at every move.
   */
  const wake = (): Promise<boolean> => {
    if (woken === undefined && performance.now() - failedAt < RETRY_AFTER_MS) return Promise.resolve(false);
    woken ??= Promise.all([loadPreloadedHeader(), loadStateReader()]).then(
      async ([{ PreloadedHeader, preloadForFocusedControl, askForTokenIfSignedIn }, { readServerState }]) => {
        preloadForFocusedControl(element);
        await nextTask();
        if (stopped) return false;
        const read = readServerState(element);
        if (!read.success) {
          console.warn(`[header] ${read.problem}; rendering the header in the browser instead of hydrating it`);
          earlyEvents.stop();
          stopAfresh = renderHeader(element, props, (header) => (
            <MarkHydrated element={element} onHydrated={live}>
              {header}
            </MarkHydrated>
          ));
          return true;
        }
        askForTokenIfSignedIn(props, read.data);
        const tree = (
          <MarkHydrated element={element} onHydrated={live}>
            <PreloadedHeader input={props} state={read.data} takeEarlyHostEvents={earlyEvents.take} />
          </MarkHydrated>
        );
        const hydrateTree = () => {
          root = hydrateRoot(element, tree, {
            ...rootOptions,
            onRecoverableError: (error) => reportStartError('reportRecoverableError', props, error),
          });
        };
        // As a transition, React hydrates in slices of a few milliseconds and lets the page's input and
        // paint in between, instead of one long task (the server's HTML is already drawn and works
        // meanwhile). Not when the shopper is in the header, typing into its search box say: they wait
        // on it, and their next key would have React hydrate it all in that key's task anyway; after
        // their last key, slices left behind the page's own work would keep their suggestions waiting.
        if (element.contains(element.ownerDocument.activeElement)) hydrateTree();
        else startTransition(hydrateTree);
        return true;
      },
      (error: unknown) => {
        woken = undefined;
        failedAt = performance.now();
        waiting.failed();
        reportStartError('reportScriptFailure', props, error);
        return false;
      },
    );
    return woken;
  };
  const earlyEvents = keepEarlyHostEvents(() => void wake());
  // Now, before React's listeners: a press on the header before it is live is held for it.
  const waiting = hydrateOnIntent(element, wake);
  const cancelIdleStart = whenPageIdle(() => void wake());
  function live() {
    cancelIdleStart();
    waiting.live();
  }

  return () => {
    if (stopped) return;
    stopped = true;
    cancelIdleStart();
    waiting.stop();
    earlyEvents.stop();
    stopAfresh?.();
    root?.unmount();
  };
}

export { CONTRACT_VERSION as contractVersion } from '@grocer/shared-contracts';
export type { HeaderProps } from './header.tsx';
