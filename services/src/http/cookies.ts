import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Production's cookies: `__Host-` names, always `Secure` (token-cookies.ts). A name the
     * browser only accepts from this exact origin over https, with `Path=/` and no `Domain`, so
     * a sibling subdomain cannot plant or shadow the session.
     */
    readonly hostOnlyCookies: boolean;
  }
}

/**
 * Cookie parsing (`request.cookies`) and `reply.setCookie` / `clearCookie`.
 * Unsigned: the only cookie the services read, the token session, carries a
 * token that is signed already.
 */
export async function registerCookies(app: FastifyInstance, { production }: { production: boolean }): Promise<void> {
  await app.register(cookie);
  app.decorateRequest('hostOnlyCookies', production);
}
