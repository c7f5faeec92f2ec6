/**
 * Exposed as "header/server" by the remote's server build (dist/server/remoteEntry.js,
 * webpack.config.ts): what a host's server loads at runtime to render the header
 * into its first HTML (decision 016). React comes from the host's server.
 */
export { renderHeader, headerFragment } from '../server/render-header.tsx';
export { CONTRACT_VERSION as contractVersion } from '@grocer/shared-contracts';
export { hydrationChunks, hydrationShares, stylesheetChunks } from './hydration-chunks.ts';
