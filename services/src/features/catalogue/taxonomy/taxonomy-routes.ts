import type { FastifyInstance } from 'fastify';
import { TaxonomyQuery, TaxonomyResponse } from '@grocer/shared-contracts';
import type { AppDeps } from '../../../app-deps.ts';
import { notFound } from '../../../http/errors.ts';
import { parseInput } from '../../../http/parse-input.ts';
import { requireCatalogueCaller } from '../catalogue-caller.ts';
import { integerOrText, singleValue } from '../query-values.ts';
import { flatTaxonomy, treeTaxonomy } from './build-taxonomy.ts';
import { loadCategoryTree } from './category-tree.ts';
import { categoriesWithProducts } from './product-presence.ts';

export function registerTaxonomyRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/taxonomy', async (request, reply) => {
    requireCatalogueCaller(request);
    const raw = request.query as Record<string, unknown>;
    const query = parseInput(
      TaxonomyQuery,
      { format: singleValue(raw['format']), root: singleValue(raw['root']), depth: integerOrText(raw['depth']) },
      'query',
    );
    const tree = await loadCategoryTree(db);
    if (query.root !== undefined && !tree.byId.has(query.root)) {
      throw notFound(`No category with id ${query.root}.`, 'category_not_found');
    }
    const withProducts = await categoriesWithProducts(db, tree);
    const options = { rootId: query.root, depth: query.depth };
    const body = TaxonomyResponse.parse(
      query.format === 'tree'
        ? { format: 'tree', categories: treeTaxonomy(tree, withProducts, options) }
        : { format: 'flat', categories: flatTaxonomy(tree, withProducts, options) },
    );
    // Public and the same for everyone; a minute keeps availability changes visible soon.
    return reply.header('cache-control', 'public, max-age=60').send(body);
  });
}
