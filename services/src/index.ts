/**
 * The services' public entry for tools that drive them beside their HTTP API (the bench: it
 * builds the app in its process, fills databases at a grocer's scale and explains the hot
 * statements). Everything else in src/ is the services' own; `package.json` exports only this.
 */
export { buildApp } from './app.ts';
export type { Database, Queryable } from './db/database.ts';
export { migrate } from './db/migrate.ts';
export { openDatabase } from './db/open-database.ts';
export { runSeed } from './seed/seed-steps.ts';
export { createSession } from './features/auth/sessions.ts';
export { hashPassword } from './features/auth/password.ts';
export { seededRandom } from './features/fulfilment/seeded-random.ts';
export { searchProducts } from './features/catalogue/search/search-products.ts';
export { loadCategoryTree } from './features/catalogue/taxonomy/category-tree.ts';
export { invalidateCategoryTree } from './features/catalogue/taxonomy/category-tree-cache.ts';
export { invalidateTermIndex } from './features/catalogue/suggest/term-index-cache.ts';
export { settleSearchIndexes } from './features/catalogue/seed/settle-search-indexes.ts';
