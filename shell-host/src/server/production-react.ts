/**
 * Imported first by server.ts, before anything loads React: React picks its
 * build from NODE_ENV when it is first loaded, and unset means development,
 * whose checks made a server render of the header about 5× slower. The page
 * server renders with the production build unless NODE_ENV says otherwise
 * (NODE_ENV=development for React's warnings while debugging a render).
 */
/** NODE_ENV as the server was started, before the default below: what production checks read (unset is not production). */
export const STARTED_NODE_ENV = process.env['NODE_ENV'];
process.env['NODE_ENV'] ??= 'production';
