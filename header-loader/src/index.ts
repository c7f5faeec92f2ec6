/**
 * `@grocer/header-loader`: the Fernleaf header on a page team's page. `SiteHeader` for a React page,
 * `mountHeader` for any other (or for a header the server rendered), each with the page's own
 * header as the fallback, retries, the contract check and an error boundary; `mountFooter` puts the
 * site footer in place of the page's own once the shopper nears it. The bundler presets
 * are the package's other entries: `@grocer/header-loader/webpack`, `/rsbuild` and `/vite`.
 */
export { SiteHeader } from './site-header.tsx';
export type { SiteHeaderProps } from './site-header.tsx';
export { mountHeader } from './mount-header.ts';
export type { MountHeaderOptions } from './mount-header.ts';
export { mountFooter } from './mount-footer.ts';
export type { MountFooterOptions } from './mount-footer.ts';
export { OwnHeader } from './own-header.tsx';
export { retryDelayMs } from './load-header.ts';
