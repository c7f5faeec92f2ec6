import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HEADER_SSR_ATTRIBUTE } from '@grocer/shared-contracts';
import { FallbackHeader } from './fallback/fallback-header.tsx';
import { Page } from './pages/page.tsx';
import { ClientHeader, onHeaderEvent } from './app/client-header.tsx';
import { headerPropsFor } from './app/header-props.ts';
import { readShellConfig } from './app/shell-config.ts';
import { hydrateServerHeader } from './remote/hydrate-server-header.ts';

/**
 * A page team's app: the shared header on top (#header-slot), the team's own
 * page below (#root), each its own React root. When the server rendered the
 * header into the page, it is hydrated; otherwise it is rendered here.
 */
const headerSlot = document.getElementById('header-slot');
const pageRoot = document.getElementById('root');
if (!headerSlot || !pageRoot) throw new Error('The page has no #header-slot or #root element');

const page = createRoot(pageRoot);
try {
  const config = readShellConfig();
  const serverHeader = headerSlot.querySelector(`[${HEADER_SSR_ATTRIBUTE}]`);
  if (serverHeader) {
    hydrateServerHeader(serverHeader, config.headerManifestUrl, {
      ...headerPropsFor(config, window.location.pathname),
      onEvent: onHeaderEvent,
    });
  } else {
    createRoot(headerSlot).render(
      <StrictMode>
        <ClientHeader config={config} location={window.location} />
      </StrictMode>,
    );
  }
  page.render(
    <StrictMode>
      <Page location={window.location} servicesUrl={config.servicesUrl} />
    </StrictMode>,
  );
} catch (error) {
  // Without config there is no remote to load, but the page still gets a working header.
  console.error('[shell]', error);
  createRoot(headerSlot).render(<FallbackHeader state="failed" />);
  page.render(<Page location={window.location} />);
}
