/**
 * The space a host reserves for the header before it loads (spec section 9:
 * placeholder 159 px, 50 px below the lg breakpoint of 992 px). The header
 * renders at exactly these heights, so swapping placeholder for header never
 * shifts the page.
 */
export const HEADER_LAYOUT = Object.freeze({
  height: 159,
  compactHeight: 50,
  /** Widths below this use the compact height. */
  breakpoint: 992,
});

/** The id of the page's main landmark, which the header's skip link targets. Hosts must render it. */
export const MAIN_CONTENT_ID = 'main-content';

/** Vertical scroll (px) past which the header turns "scrolled" and pins its compact form (spec section 9). */
export const SCROLLED_THRESHOLD_PX = 150;

/** Minimum widths (px) of the layout breakpoints (spec section 9). md decides button order; lg the header height. */
export const BREAKPOINTS = Object.freeze({
  xs: 0,
  sm: 544,
  md: 768,
  lg: 992,
  xl: 1200,
});
