/**
 * The chunks `hydrate` (mount.tsx) always loads besides the `mount` expose's own, by their
 * `webpackChunkName`, for a page's server to name as preloads (the reference host, the fragment:
 * the contracts' `hydrationFiles`). None since decision 027: the state's parser and the page-load
 * duties are in the expose's own chunks, and the header's code loads on intent, not with the page.
 */
export const hydrationChunks: readonly string[] = [];

/**
 * The chunks whose stylesheets the server's HTML needs before it paints, besides the `mount`
 * expose's own: the header's code, which loads on the shopper's intent (decision 027). Its markup
 * is in the first HTML, its code loads later; its CSS is a file of its own, linked with the
 * expose's. Keep in step with the magic comments in mount.tsx.
 */
export const stylesheetChunks: readonly string[] = ['header-live'];

/**
 * The shared modules `hydrate` loads with the page, by share name: React's and the contracts' zod
 * (the state's parser). Not jotai: only the header's code, which loads on intent, uses it (decision
 * 027), so a page's server does not preload it. Keep in step with what mount.tsx imports statically.
 */
export const hydrationShares: readonly string[] = [
  '@grocer/shared-contracts/zod',
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
];
