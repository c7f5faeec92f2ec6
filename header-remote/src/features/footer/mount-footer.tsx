import { createRoot } from 'react-dom/client';
import type { HeaderPropsInput } from '@grocer/shared-contracts/domain';
import { HEADER_ID_PREFIX } from '../../lib/id-prefix.ts';
import { Footer } from './footer.tsx';

/**
 * `mountFooter(element, props)` for hosts that do not render React themselves, the
 * footer's match of the header's `mount`: renders into the element, returns the unmount.
 */
export function mountFooter(element: Element, props: HeaderPropsInput): () => void {
  const root = createRoot(element, { identifierPrefix: HEADER_ID_PREFIX });
  root.render(<Footer {...props} />);
  return () => root.unmount();
}
