/**
 * `@grocer/header-loader/mount`: the loader for a page without React. `mountHeader` and
 * `mountFooter` load the header's `mount` and `Footer` exposes, which bring the remote's own React
 * when the page shares none; nothing here imports `react`, so a page's bundler needs none installed
 * (the package's root also carries `SiteHeader`, which does).
 */
export { mountHeader } from './mount-header.ts';
export type { MountHeaderOptions } from './mount-header.ts';
export { mountFooter } from './mount-footer.ts';
export type { MountFooterOptions } from './mount-footer.ts';
export { retryDelayMs } from './load-header.ts';
