import type { FastifyInstance } from 'fastify';
import { ProductSearchQuery, ProductSearchResponse } from '@grocer/shared-contracts/domain';
import type { AppDeps } from '../../../app-deps.ts';
import { parseInput } from '../../../http/parse-input.ts';
import { requireCatalogueCaller } from '../catalogue-caller.ts';
import { integerOrText, listValue, singleValue } from '../query-values.ts';
import { cachedCategoryTree } from '../taxonomy/category-tree-cache.ts';
import { searchProducts } from './search-products.ts';

export function registerSearchRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/v1/products/search', async (request, reply) => {
    requireCatalogueCaller(request);
    const raw = request.query as Record<string, unknown>;
    const query = parseInput(
      ProductSearchQuery,
      {
        searchTerm: singleValue(raw['searchTerm']),
        category: singleValue(raw['category']),
        filterTags: listValue(raw['filterTags']),
        searchTags: listValue(raw['searchTags']),
        customTags: listValue(raw['customTags']),
        sortBy: singleValue(raw['sortBy']),
        size: integerOrText(raw['size']),
        start: integerOrText(raw['start']),
      },
      'query',
    );
    const tree = await cachedCategoryTree(db);
    const body = ProductSearchResponse.parse(await searchProducts(db, tree, query));
    return reply.header('cache-control', 'public, max-age=60').send(body);
  });
}
