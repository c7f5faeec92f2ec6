import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { notFound } from '../../http/errors.ts';
import { parseInput } from '../../http/parse-input.ts';
import { renderContentImage } from './content-images.ts';

const ImageParams = z.object({
  file: z.string().check(z.regex(/^[a-z0-9-]{1,64}\.svg$/, 'Expected <name>.svg')),
});

/** GET /images/content/{name}.svg: the drawn images seeded content refers to. */
export function registerContentImageRoutes(app: FastifyInstance): void {
  app.get('/images/content/:file', async (request, reply) => {
    const { file } = parseInput(ImageParams, request.params, 'path');
    const svg = renderContentImage(file.replace(/\.svg$/, ''));
    if (svg === undefined) throw notFound(`No content image ${file}.`);
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('x-content-type-options', 'nosniff')
      .send(svg);
  });
}
