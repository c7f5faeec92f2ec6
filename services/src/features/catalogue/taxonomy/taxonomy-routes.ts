import type { FastifyInstance } from 'fastify';
import { TaxonomyQuery, TaxonomyResponse } from '@grocer/shared-contracts/domain';
import type { AppDeps } from '../../../app-deps.ts';
import { notFound } from '../../../http/errors.ts';
import { parseInput } from '../../../http/parse-input.ts';
import { requireCatalogueCaller } from '../catalogue-caller.ts';
import { integerOrText, singleValue } from '../query-values.ts';
import { flatTaxonomy, treeTaxonomy } from './build-taxonomy.ts';
import { loadCategoryTree } from './category-tree.ts';
import { loadMenuLinks } from './menu-links.ts';
import { categoriesWithProducts } from './product-presence.ts';

export function registerTaxonomyRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/taxonomy', async (request, reply) => {
    requireCatalogueCaller(request);
    const raw = request.query as Record<string, unknown>;
    const query = parseInput(
      TaxonomyQuery,
      {
        format: singleValue(raw['format']),
        root: singleValue(raw['root']),
        depth: integerOrText(raw['depth']),
        roots: singleValue(raw['roots']),
      },
      'query',
    );
    const [tree, menuLinks] = await Promise.all([loadCategoryTree(db), loadMenuLinks(db)]);
    const isCategory = query.root === undefined || tree.byId.has(query.root);
    const isMenuLink = query.root !== undefined && menuLinks.has(query.root);
    if (!isCategory && !isMenuLink) {
      throw notFound(`No category with id ${query.root}.`, 'category_not_found');
    }
    // The menu roots come after the catalogue's, only when asked for by `roots=all` or by their own id (decision 024).
    const withMenuLinks = isMenuLink || (query.root === undefined && query.roots === 'all');
    const options = { rootId: query.root, depth: query.depth };
    const withProducts = isCategory ? await categoriesWithProducts(db, tree) : new Set<string>();
    const categories = isCategory ? options : null;
    const body = TaxonomyResponse.parse(
      query.format === 'tree'
        ? {
            format: 'tree',
            categories: [
              ...(categories ? treeTaxonomy(tree, withProducts, categories) : []),
              ...(withMenuLinks ? menuLinks.tree(options) : []),
            ],
          }
        : {
            format: 'flat',
            categories: [
              ...(categories ? flatTaxonomy(tree, withProducts, categories) : []),
              ...(withMenuLinks ? menuLinks.flat(options) : []),
            ],
          },
    );
    // Public and the same for everyone; a minute keeps availability changes visible soon.
    return reply.header('cache-control', 'public, max-age=60').send(body);
  });
}
