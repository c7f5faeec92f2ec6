import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FallbackHeader } from './fallback/fallback-header.tsx';
import { Page } from './pages/page.tsx';
import { Shell } from './app/shell.tsx';
import { readShellConfig } from './app/shell-config.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);

try {
  const config = readShellConfig();
  root.render(
    <StrictMode>
      <Shell config={config} location={window.location} />
    </StrictMode>,
  );
} catch (error) {
  // Without config there is no remote to load, but the page still gets a working header.
  console.error('[shell]', error);
  root.render(
    <>
      <FallbackHeader state="failed" />
      <Page location={window.location} />
    </>,
  );
}
