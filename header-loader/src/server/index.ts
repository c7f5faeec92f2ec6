/**
 * `@grocer/header-loader/server`: the header's server half for a Node page server
 * (docs/page-teams/node.md). `serverHeader` renders the header for each page within its deadline,
 * from a verified release of the remote, or gives the page's own header.
 */
export { serverHeader } from './server-header.ts';
export type { ServerHeader, ServerHeaderHtml, ServerHeaderOptions, ServerHeaderRequest } from './server-header.ts';
export { pageSharesFrom } from './header-manifest.ts';
export type { FallbackReason, HeaderMetrics } from './header-metrics.ts';
export type { RefusalReason } from './refused-release.ts';
