/**
 * The chunks `hydrate` (mount.tsx) always loads besides the `mount` expose's own, by their
 * `webpackChunkName`, for a page's server to name as preloads (the reference host, the fragment:
 * the contracts' `hydrationFiles`). None: the header's code loads when the page is idle or on the
 * shopper's intent, after the page's own (decision 038).
 */
export const hydrationChunks: readonly string[] = [];

/**
 * The chunks whose stylesheets the server's HTML needs before it paints, besides the `mount`
 * expose's own: the header's code. Its markup is in the first HTML, its code loads later
 * (decision 038); its CSS is a file of its own, linked with the expose's. Keep in step with the
 * magic comments in mount.tsx.
 */
export const stylesheetChunks: readonly string[] = ['header-live'];

/**
 * The shared modules `hydrate` loads with the page, by share name: React's. Not the contracts' zod:
 * nothing the closed header runs parses with a schema (a failed start is reported from a chunk of
 * its own). Not jotai: only the header's code uses it, and that loads after the page's (decision
 * 038). Keep in step with what mount.tsx imports statically.
 */
export const hydrationShares: readonly string[] = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];
