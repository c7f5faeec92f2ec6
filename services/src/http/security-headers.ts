import type { FastifyInstance } from 'fastify';

/**
 * Headers every services response carries. The API is JSON read by
 * the shop's pages through CORS, which Cross-Origin-Resource-Policy does not
 * touch; CORP guards what a page of another site could pull in without CORS
 * (a <script> or <img> of our JSON, for a side channel): same-site, which still
 * lets the shop's own sites (www., api., and localhost on any port in
 * development) in. Images are public and shown by pages on any origin or CDN,
 * so they are cross-origin. Pages that need a richer policy (the hosted
 * sign-in page) set their own CSP; everything else is data and needs none.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    const contentType = String(reply.getHeader('content-type') ?? '');
    reply.header('cross-origin-resource-policy', contentType.startsWith('image/') ? 'cross-origin' : 'same-site');
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    }
  });
}
