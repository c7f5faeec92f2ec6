import type { FastifyInstance } from 'fastify';
import { FOOTER_TAXONOMY } from './footer-taxonomy.ts';

/** GET /content/footer: the footer taxonomy, public and the same for every shopper. */
export function registerFooterRoutes(app: FastifyInstance): void {
  app.get('/content/footer', async (_request, reply) =>
    // Editors' changes show within five minutes; every page asks, so caches take most of the load.
    reply.header('cache-control', 'public, max-age=300').send(FOOTER_TAXONOMY),
  );
}
