import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

/**
 * Starts the page body in #root: hydrates the server's HTML when the server rendered it
 * (src/server/page-body.ts), or renders it when #root came empty (the server's render failed, or
 * there was no server build). A hydration mismatch is logged as one, so it is seen (every e2e
 * spec fails on it), and React then renders that part afresh.
 */
export function startPage(
  container: Element,
  page: ReactNode,
  log: (message: string, error: unknown) => void = (message, error) => console.error(message, error),
): Root {
  if (container.firstElementChild === null) {
    const root = createRoot(container);
    root.render(page);
    return root;
  }
  // As a transition, React hydrates in slices of a few milliseconds, so the browser paints the
  // server's HTML (its first product image is the page's largest paint) and takes input in between.
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, page, {
      onRecoverableError: (error) => log('[shell] the page body did not hydrate as the server rendered it', error),
    });
  });
  if (!root) throw new Error('hydrateRoot returned no root');
  return root;
}
