/**
 * The chunks `hydrate` (mount.tsx) always loads besides the `mount` expose's own, by their
 * `webpackChunkName`: the state script's parser. The manifest lists them among the expose's async
 * chunks with every lazy piece, so a page's server that names the hydration files as preloads (the
 * reference host, the fragment: the contracts' `hydrationFiles`) finds them by these names, not by
 * guessing. Keep in step with the magic comments in mount.tsx; the bench refuses a build without the chunk.
 */
export const hydrationChunks: readonly string[] = ['server-state'];

/**
 * The chunks whose stylesheets the server's HTML needs before it paints, besides the `mount`
 * expose's own: the controls that hydrate on intent (app/islands/, decision 026). Their markup is
 * in the first HTML, their code loads later; their CSS is a file of its own, linked with the
 * expose's. Keep in step with the magic comment in app/islands/controls-loader.ts.
 */
export const stylesheetChunks: readonly string[] = ['header-controls'];
