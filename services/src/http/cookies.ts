import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';

/**
 * Cookie parsing (`request.cookies`) and `reply.setCookie` / `clearCookie`.
 * Unsigned: the only cookie the services read, the token session, carries a
 * token that is signed already.
 */
export async function registerCookies(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
}
