import { useEffect, useRef, useState, version as reactVersion, type ComponentType, type ReactNode } from 'react';
import {
  CONTRACT_VERSION,
  isHeaderReactVersion,
  unsupportedReactMessage,
  type HeaderProps,
} from '@grocer/shared-contracts';
import { whenFocusIsOutside } from '@grocer/shared-contracts/focus-outside';
import { describeError, loadHeader, reportOutage, retryDelayMs } from './load-header.ts';
import { OwnHeader } from './own-header.tsx';
import { RenderBoundary } from './render-boundary.tsx';

type HeaderModule = { readonly Header: ComponentType<HeaderProps>; readonly contractVersion: string };

export type SiteHeaderProps = HeaderProps & {
  /** The remote's `mf-manifest.json`: runtime configuration, so one build serves every environment. */
  readonly manifestUrl: string;
  /** The page's own header, at the header's height: shown until the header renders, and whenever it cannot. */
  readonly fallback?: ReactNode;
};

/** Said once per page: a page on another React gets its own header, never a crash. */
let toldUnsupportedReact = false;

/**
 * The header in a React page: the page's own header (`fallback`) until the header has loaded and
 * its contract is accepted, and for good when it never is; the header takes its place once the focus
 * is outside it, so a shopper typing there keeps the text and the place. It retries in the background (1 s
 * doubling to 30 s) while the remote is down, and again after the header fails to render (its
 * error boundary shows the fallback meanwhile). A page on a React the header cannot use fetches
 * nothing of the header's. Render it in a root of its own, beside the page's body, never above a
 * `Suspense` the body waits in.
 */
export function SiteHeader({ manifestUrl, fallback = <OwnHeader />, ...props }: SiteHeaderProps) {
  const [loaded, setLoaded] = useState<{
    readonly Header: ComponentType<HeaderProps>;
    readonly manifestUrl: string;
    readonly attempt: number;
  }>();
  const [attempt, setAttempt] = useState(0);
  const ownHeaderEnd = useRef<HTMLSpanElement>(null);
  // The page's latest props, read by the load as it goes (its events; where the services are and the
  // vitals names, if the remote cannot be reached), so new props do not start another load.
  const latestProps = useRef(props);
  useEffect(() => {
    latestProps.current = props;
  });

  useEffect(() => {
    if (!isHeaderReactVersion(reactVersion)) {
      if (!toldUnsupportedReact) console.warn(`[header-loader] ${unsupportedReactMessage(reactVersion)}`);
      toldUnsupportedReact = true;
      return;
    }
    let stopWaiting = () => {};
    const stop = loadHeader<HeaderModule>({
      manifestUrl,
      expose: 'Header',
      exports: ['Header'],
      onEvent: (name, payload) => latestProps.current.onEvent?.(name, payload),
      onModule: (module) => {
        const show = () => setLoaded({ Header: module.Header, manifestUrl, attempt });
        // The page's own header is replaced once the focus is outside it: what a shopper typed there stays.
        const own = ownHeaderEnd.current?.parentElement;
        if (own) stopWaiting = whenFocusIsOutside(own, show);
        else show();
      },
      // The page's own header stays: a fallback shown.
      onUnreachable: () => reportOutage(latestProps.current, true),
      firstAttempt: attempt,
    });
    return () => {
      stop();
      stopWaiting();
    };
  }, [manifestUrl, attempt]);

  /** The header threw while rendering: the fallback shows, and a fresh load is tried after the backoff. */
  const failed = (error: unknown) => {
    console.warn(
      `[header-loader] The header failed to render: ${describeError(error)}. The page keeps its own header; retrying in ${retryDelayMs(attempt) / 1000} s.`,
    );
    setTimeout(() => setAttempt((current) => current + 1), retryDelayMs(attempt));
  };

  // A module loaded for another manifest, or before a render failure, is not this render's. The
  // hidden mark after the fallback finds the element that holds it: the root SiteHeader renders in.
  if (loaded?.manifestUrl !== manifestUrl || loaded.attempt !== attempt) {
    return (
      <>
        {fallback}
        <span hidden ref={ownHeaderEnd} />
      </>
    );
  }
  const { Header } = loaded;
  return (
    <RenderBoundary key={attempt} fallback={fallback} onError={failed}>
      <Header {...props} contractVersion={CONTRACT_VERSION} />
    </RenderBoundary>
  );
}
