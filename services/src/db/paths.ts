import { fileURLToPath } from 'node:url';

/** The services package directory, wherever the process was started from. */
export const PACKAGE_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));
/** Where PGlite keeps its files unless DATA_DIR says otherwise (gitignored). */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data/pglite', import.meta.url));
