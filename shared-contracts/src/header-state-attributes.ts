// Schema-free, so a page script that only looks for the server's header (the host's bootstrap,
// the standalone entry) pulls no zod schema into its JavaScript.

/** On the element holding the server-rendered header: the page hydrates it instead of rendering anew. */
export const HEADER_SSR_ATTRIBUTE = 'data-header-ssr';
/** On the `<script type="application/json">` right after that element: the props and state it was rendered with. */
export const HEADER_STATE_SCRIPT_ATTRIBUTE = 'data-header-state';
/**
 * Set on that element once the browser has hydrated it: from then on its controls are the
 * script's. A page or a test that must not act on the server's plain forms waits for it.
 */
export const HEADER_HYDRATED_ATTRIBUTE = 'data-header-hydrated';
/**
 * Set on that element while the header's script is on the page but waits to hydrate it, until the
 * page is idle or the shopper comes near (decision 038). Its links and forms work meanwhile, and a
 * press is held for the script. Gone once hydrated.
 */
export const HEADER_WAITING_ATTRIBUTE = 'data-header-waiting';
