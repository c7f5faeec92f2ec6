import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createStore, Provider } from 'jotai';
import { CONTRACT_VERSION } from '@grocer/shared-contracts';
import { useScrolledAttribute } from '../features/scrolled-header/use-scrolled-header.ts';
import { useVitals } from '../features/vitals/use-vitals.ts';
import { ErrorBoundary } from '../ui/error-boundary.tsx';
import { announceReady, reportContractSkew, reportPropsProblems } from '../lib/announce.ts';
import { createHeaderConfig } from '../lib/create-header-config.ts';
import { HeaderConfigProvider } from '../lib/header-config.tsx';
import { HeaderFrameFallback } from './header-frame.tsx';
import styles from './header.module.css';

type Store = ReturnType<typeof createStore>;

type HeaderRootProps = {
  /** Untrusted input from the host: parsed here, never trusted. */
  readonly input: unknown;
  /** A store holding a state: the server's (PreloadedHeader), or what a test or story needs. Hosts never pass one. */
  readonly store?: Store;
  readonly children: ReactNode;
};

/**
 * One mounted header: parses the host's props, owns its own jotai store (two
 * headers on a page never share state), and contains any render error.
 */
export function HeaderRoot({ input, store: injectedStore, children }: HeaderRootProps) {
  const [store] = useState(() => injectedStore ?? createStore());
  const parsed = useMemo(() => createHeaderConfig(input), [input]);
  const { problems } = parsed;
  // Its real-user vitals, and every failure its boundaries report counted in them (decision 042).
  const config = useVitals(parsed.config, input);

  useEffect(() => {
    reportPropsProblems(config, problems);
  }, [problems, config]);

  useEffect(() => {
    reportContractSkew(config);
  }, [config]);

  useEffect(() => {
    announceReady(config);
    // Once per mounted header, whatever later prop changes bring.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const root = useRef<HTMLDivElement>(null);
  useScrolledAttribute(root);

  return (
    <div
      ref={root}
      className={styles.root}
      data-header-root=""
      data-contract-version={CONTRACT_VERSION}
      // Its first value; from then on it is the scroll watcher's (use-scrolled-header.ts), not React's.
      data-scrolled="false"
    >
      <Provider store={store}>
        <HeaderConfigProvider value={config}>
          <ErrorBoundary
            fallback={<HeaderFrameFallback />}
            onError={(error) => {
              config.logger.error('The header failed to render; showing its fallback', { error: String(error) });
              config.emit('header_error', { code: 'render_failed', message: String(error) });
            }}
          >
            {children}
          </ErrorBoundary>
        </HeaderConfigProvider>
      </Provider>
      {/* Last: the header shows once the browser has parsed all of it (header.module.css). */}
      <span data-header-parsed="" hidden />
    </div>
  );
}
