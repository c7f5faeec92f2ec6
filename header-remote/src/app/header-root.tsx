import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createStore, Provider } from 'jotai';
import { CONTRACT_VERSION, compareContractVersions, parseHeaderProps } from '@grocer/shared-contracts';
import { useScrolledHeader } from '../features/scrolled-header/use-scrolled-header.ts';
import { ErrorBoundary } from '../ui/error-boundary.tsx';
import { createEmitter } from '../lib/emitter.ts';
import { createLogger } from '../lib/logger.ts';
import { HeaderConfigProvider, type HeaderConfig } from '../lib/header-config.tsx';
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
  const { props, problems } = useMemo(() => parseHeaderProps(input), [input]);
  const config = useMemo<HeaderConfig>(() => {
    const logger = createLogger(props.clientLogging);
    return { props, logger, emit: createEmitter(props.onEvent, logger) };
  }, [props]);

  const problemKey = problems.join('\n');
  useEffect(() => {
    if (problemKey === '') return;
    config.logger.error('Invalid header props; using defaults for the fields below', { problems: problemKey });
    config.emit('header_error', { code: 'invalid_props', message: problemKey });
  }, [problemKey, config]);

  const hostVersion = props.contractVersion;
  useEffect(() => {
    if (hostVersion === undefined) return;
    const agreement = compareContractVersions(hostVersion, CONTRACT_VERSION);
    if (agreement.status === 'same') return;
    config.logger.warn(agreement.message);
    config.emit('contract_mismatch', { hostVersion, remoteVersion: CONTRACT_VERSION, status: agreement.status });
  }, [hostVersion, config]);

  useEffect(() => {
    config.emit('header_ready', { contractVersion: CONTRACT_VERSION, placement: config.props.placement });
    // Once per mounted header, whatever later prop changes bring.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const scrolled = useScrolledHeader();

  return (
    <div
      className={styles.root}
      data-header-root=""
      data-contract-version={CONTRACT_VERSION}
      data-scrolled={scrolled ? 'true' : 'false'}
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
    </div>
  );
}
