/**
 * The header as tests and stories mount it. They sit beside the code they
 * test, in features/, ui/ and the layers between, which never import app/ or
 * another feature (eslint.config.js, scripts/lint-layers.js); this root sits
 * above them, beside app/, and hands them what they need from it. Production
 * code never imports it.
 */
// jsdom gets popovers, as every browser the header supports has them.
import './popover-setup.ts';
export { HeaderRoot } from '../app/header-root.tsx';
/** The whole banner (scrolled-header's story scrolls a page under it). */
export { HeaderBanner } from '../app/header-frame.tsx';
/** The masthead's logo, for a story that shows a feature where it sits beside it. */
export { Logo } from '../features/brand/logo.tsx';
/**
 * The masthead's Multi-search button, which owns the one dialog: the mobile
 * menu's tests and stories open that dialog from the menu.
 */
export { MultiSearchLauncher } from '../features/multi-search/multi-search-launcher.tsx';
