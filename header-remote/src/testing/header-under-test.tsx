/**
 * The header as tests and stories mount it. They sit beside the code they
 * test, in features/, ui/ and the layers between, which never import app/ or
 * another feature (eslint.config.js, scripts/lint-layers.js); this root sits
 * above them, beside app/, and hands them what they need from it. Production
 * code never imports it.
 */
export { HeaderRoot } from '../app/header-root.tsx';
import { HeaderBanner as Banner } from '../app/header-frame.tsx';
import { controls } from '../app/islands/controls.ts';
import { EagerControls } from '../app/islands/island.tsx';

/** The whole banner with every control's code, as the browser renders it (scrolled-header's story scrolls a page under it). */
export function HeaderBanner() {
  return (
    <EagerControls controls={controls}>
      <Banner />
    </EagerControls>
  );
}
/** The masthead's logo, for a story that shows a feature where it sits beside it. */
export { Logo } from '../features/brand/logo.tsx';
