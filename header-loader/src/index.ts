/**
 * `@grocer/header-loader`: the Fernleaf header on a page team's page. `SiteHeader` for a React page,
 * `mountHeader` for any other (or for a header the server rendered), each with the page's own
 * header as the fallback, retries, the contract check and an error boundary. The bundler presets
 * are the package's other entries: `@grocer/header-loader/webpack`, `/rsbuild` and `/vite`.
 */
export { SiteHeader } from './site-header.tsx';
export type { SiteHeaderProps } from './site-header.tsx';
export { mountHeader } from './mount-header.ts';
export type { MountHeaderOptions } from './mount-header.ts';
export { OwnHeader } from './own-header.tsx';
export { retryDelayMs } from './load-header.ts';
