import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

export type CorsOrigins = readonly (string | RegExp)[];

/** Any local dev server: the shell host, the remote, Storybook, Playwright. */
export const LOCAL_DEV_ORIGINS: CorsOrigins = [/^http:\/\/localhost(:\d{1,5})?$/, /^http:\/\/127\.0\.0\.1(:\d{1,5})?$/];

/**
 * Headers the header's browser calls send: the bearer token, JSON, the caller
 * breadcrumb, the delivery pass call's customer id and the banner call's visitor id.
 */
export const CORS_ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'x-application-name',
  'customer-id',
  'x-visitor-id',
];

export async function registerCors(app: FastifyInstance, origins: CorsOrigins): Promise<void> {
  // The plugin refuses an incomplete preflight itself, in plain text; refused here first, it is a ServiceError.
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'OPTIONS') return;
    if (!request.headers.origin || !request.headers['access-control-request-method']) {
      throw badRequest('A CORS preflight needs the Origin and Access-Control-Request-Method headers.');
    }
  });
  await app.register(cors, {
    origin: [...origins],
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: CORS_ALLOWED_HEADERS,
    maxAge: 600,
  });
}
