import { useEffect, useMemo } from 'react';
import type { HeaderPropsInput } from '@grocer/shared-contracts/domain';
import { createHeaderConfig } from '../../lib/create-header-config.ts';
import { ErrorBoundary } from '../../ui/error-boundary.tsx';
import { EssentialLinks, FooterView } from './footer-view.tsx';
import { useFooter } from './use-footer.ts';
import styles from './footer.module.css';

/**
 * The shared site footer, exposed as "header/Footer". It takes the header's props
 * (one object serves both), parses them as the header does, loads the footer
 * taxonomy, and contains its own render errors.
 */
export function Footer(input: HeaderPropsInput) {
  const { config, problems: problemKey } = useMemo(() => createHeaderConfig(input), [input]);
  useEffect(() => {
    if (problemKey === '') return;
    config.logger.error('Invalid footer props; using defaults for the fields below', { problems: problemKey });
    config.emit('header_error', { code: 'invalid_props', message: problemKey });
  }, [problemKey, config]);
  const state = useFooter(config);
  return (
    <ErrorBoundary
      fallback={
        <footer className={styles.footer} data-footer-root="" data-footer-status="failed">
          <EssentialLinks />
        </footer>
      }
      onError={(error) => {
        config.logger.error('The footer failed to render; showing its essential links', { error: String(error) });
        config.emit('header_error', { code: 'footer_render_failed', message: String(error) });
      }}
    >
      <FooterView state={state} />
    </ErrorBoundary>
  );
}
