import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { ProductId, ProductLinesQuery, ProductLinesResponse, ProductSummary } from '@grocer/shared-contracts/domain';
import type { AppDeps } from '../../../app-deps.ts';
import { notFound } from '../../../http/errors.ts';
import { parseInput } from '../../../http/parse-input.ts';
import { requireCatalogueCaller } from '../catalogue-caller.ts';
import { listValue } from '../query-values.ts';
import { cachedCategoryTree } from '../taxonomy/category-tree-cache.ts';
import { loadCategoryTree } from '../taxonomy/category-tree.ts';
import { PRODUCT_COLUMNS, type ProductRow, toProductSummary } from './product-row.ts';

const ProductParams = z.object({ productId: ProductId });

export function registerProductRoutes(app: FastifyInstance, { db }: AppDeps): void {
  // A buylist's products (spec section 2), in the order asked; a line number no product has is left out.
  app.get('/v1/products', async (request, reply) => {
    requireCatalogueCaller(request);
    const raw = request.query as Record<string, unknown>;
    const { lineNumber } = parseInput(ProductLinesQuery, { lineNumber: listValue(raw['lineNumber']) }, 'query');
    const rows = await db.query<ProductRow>(
      `select ${PRODUCT_COLUMNS} from products p where p.line_number = any($1::text[])`,
      [lineNumber],
    );
    const tree = await cachedCategoryTree(db);
    const byLine = new Map(rows.map((row) => [row.line_number, toProductSummary(row, tree)]));
    const products = lineNumber.flatMap((line) => byLine.get(line) ?? []);
    return reply.header('cache-control', 'public, max-age=60').send(ProductLinesResponse.parse({ products }));
  });

  app.get('/v1/products/:productId', async (request, reply) => {
    requireCatalogueCaller(request);
    const { productId } = parseInput(ProductParams, request.params, 'path');
    const [row] = await db.query<ProductRow>(`select ${PRODUCT_COLUMNS} from products p where p.id = $1`, [productId]);
    if (!row) throw notFound(`No product with id ${productId}.`, 'product_not_found');
    const body = ProductSummary.parse(toProductSummary(row, await loadCategoryTree(db)));
    return reply.header('cache-control', 'public, max-age=60').send(body);
  });
}
