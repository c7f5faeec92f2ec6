import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { PRODUCT_ID_PATTERN } from '@grocer/shared-contracts/domain';
import type { AppDeps } from '../../../app-deps.ts';
import { notFound } from '../../../http/errors.ts';
import { parseInput } from '../../../http/parse-input.ts';
import { productImageSvg } from './product-image-svg.ts';

const ImageParams = z.object({
  file: z.string().check(z.regex(new RegExp(`${PRODUCT_ID_PATTERN.source.slice(0, -1)}\\.svg$`))),
});

/**
 * GET /images/products/{productId}.svg. Public with no Authorization header:
 * browsers load it from an <img>, which cannot send one.
 */
export function registerImageRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/images/products/:file', async (request, reply) => {
    const { file } = parseInput(ImageParams, request.params, 'path');
    const productId = file.slice(0, -'.svg'.length);
    const [row] = await db.query<{
      name: string;
      brand: string;
      size: string;
      image_colour: string;
      image_seed: number;
    }>('select name, brand, size, image_colour, image_seed from products where id = $1', [productId]);
    if (!row) throw notFound(`No product with id ${productId}.`, 'product_not_found');
    const svg = productImageSvg({
      name: row.name,
      brand: row.brand,
      size: row.size,
      colour: row.image_colour,
      seed: row.image_seed,
    });
    return (
      reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        // An SVG opened on its own is a document: allow it nothing but its inline drawing.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg)
    );
  });
}
