import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { registerImageRoutes } from './images/image-routes.ts';
import { registerProductRoutes } from './products/product-routes.ts';
import { registerSearchRoutes } from './search/search-routes.ts';
import { registerSuggestRoutes } from './suggest/suggest-routes.ts';
import { registerTaxonomyRoutes } from './taxonomy/taxonomy-routes.ts';

/** Taxonomy, product search and lookup, term suggestions and product images. */
export function registerCatalogueRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerTaxonomyRoutes(app, deps);
  registerSearchRoutes(app, deps);
  registerProductRoutes(app, deps);
  registerSuggestRoutes(app, deps);
  registerImageRoutes(app, deps);
}
