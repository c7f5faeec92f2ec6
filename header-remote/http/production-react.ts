/**
 * Imported first by server.ts, before anything loads React: React picks its
 * build from NODE_ENV when it is first loaded, and unset means development,
 * whose checks made a server render of the header about 5× slower. The page
 * server renders with the production build unless NODE_ENV says otherwise
 * (NODE_ENV=development for React's warnings while debugging a render).
 */
/** Whether the deployment said NODE_ENV=production itself, before React's default below. */
export const declaredProduction = process.env['NODE_ENV'] === 'production';
process.env['NODE_ENV'] ??= 'production';
