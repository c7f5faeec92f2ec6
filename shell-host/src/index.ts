// First, so every script and style webpack adds carries the page's CSP nonce.
import './app/use-page-nonce.ts';

// An async boundary, so the federation runtime can negotiate shared React
// before any module that imports it runs.
import('./bootstrap.tsx').catch((error: unknown) => {
  console.error('[shell] failed to start', error);
});
