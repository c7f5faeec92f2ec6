import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import type { ViewportMap } from 'storybook/viewport';

// A play function's `findBy…` and `waitFor` wait up to 5 s for what they look for: a deadline for a
// hang, not for slowness. At the default 1 s a story failed in CI with both cores saturated
// (header-search-box--one-suggestion: its listbox came later); what a story shows is unchanged.
configure({ asyncUtilTimeout: 5000 });

/**
 * Two widths, either side of the header's breakpoint (HEADER_LAYOUT.breakpoint,
 * 992px): the full 159px header and the compact 50px one.
 */
const VIEWPORTS = {
  desktop: { name: 'Desktop (1280px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  mobile: { name: 'Mobile (375px)', styles: { width: '375px', height: '667px' }, type: 'mobile' },
} satisfies ViewportMap;

const preview: Preview = {
  parameters: {
    // The header spans the page edge to edge, as on the site: no canvas padding.
    layout: 'fullscreen',
    a11y: {
      // Any axe violation fails the story (in the test widget, Vitest or the test runner),
      // instead of the default 'todo', which only warns.
      test: 'error',
      options: {
        rules: {
          // Experimental, so off by default: a name given by aria-label(ledby) contains the visible label (WCAG 2.5.3).
          'label-content-name-mismatch': { enabled: true },
        },
      },
    },
    viewport: { options: VIEWPORTS },
  },
  // Stories show a shopper who accepted all cookies, so analytics events reach onEvent
  // (docs/decisions/009-consent-cookies.md); a story about consent sets its own cookies.
  beforeEach: () => {
    document.cookie = 'cookie_consent=accepted; Path=/';
  },
  initialGlobals: {
    viewport: { value: 'desktop', isRotated: false },
  },
};

export default preview;
