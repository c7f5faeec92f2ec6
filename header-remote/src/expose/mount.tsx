/**
 * Exposed as "header/mount", for pages that are not React apps:
 * `const unmount = mount(element, props)`. React comes from the page's share
 * scope if the page provides one, otherwise from the remote's own copy.
 */
// First, so the header's styles and chunks carry the page's CSP nonce.
import './use-page-nonce.ts';
import { createRoot } from 'react-dom/client';
import type { HeaderPropsInput } from '@grocer/shared-contracts';
import { Header } from '../app/header.tsx';

export type Unmount = () => void;

export function mount(element: Element, props: HeaderPropsInput): Unmount {
  const root = createRoot(element, {
    // The header's own boundary already reports caught errors (log when clientLogging is on, and a
    // header_error event), so React's default console.error for them would break the silence.
    onCaughtError: () => {},
    // Anything that escapes the boundary is logged, never rethrown into the page.
    onUncaughtError: (error) => console.error('[header] Uncaught error in mounted header', error),
  });
  root.render(<Header {...props} />);
  let mounted = true;
  return () => {
    if (!mounted) return;
    mounted = false;
    root.unmount();
  };
}

export { contractVersion } from './header.tsx';
export type { HeaderProps } from './header.tsx';
