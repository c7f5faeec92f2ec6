import type { FastifyError, FastifyInstance } from 'fastify';
import type { ServiceError } from '@grocer/shared-contracts/domain';
import { DatabaseUnavailableError } from '../db/database-unavailable.ts';
import { DiskFullError } from '../db/full-disk.ts';
import { codeForStatus, ServiceHttpError } from './errors.ts';

/** A lost database connection: this request failed, the next one gets a new connection. */
const UNAVAILABLE: ServiceError = {
  error: 'unavailable',
  message: 'We could not reach our records just now. Please try again.',
};

/** The database's disk is full: writes fail until an operator frees space (reads still serve). */
const CANNOT_SAVE: ServiceError = {
  error: 'unavailable',
  message: 'We cannot save changes just now. Please try again in a few minutes.',
};

const INTERNAL: ServiceError = {
  error: 'internal_error',
  message: 'Something went wrong on our side. Please try again.',
};

/** Every failure leaves as a `ServiceError` body; 5xx details go to the log, never the client. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ServiceHttpError | Error, request, reply) => {
    if (error instanceof ServiceHttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      const body: ServiceError = { error: error.code, message: error.message };
      return reply.code(error.statusCode).headers(error.headers).send(body);
    }
    if (error instanceof DiskFullError) {
      request.log.error({ err: error.cause }, error.message);
      return reply.code(503).header('retry-after', '60').send(CANNOT_SAVE);
    }
    if (error instanceof DatabaseUnavailableError) {
      request.log.warn({ err: error.cause }, error.message);
      return reply.code(503).header('retry-after', '1').send(UNAVAILABLE);
    }
    const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (statusCode >= 400 && statusCode < 500) {
      // Fastify's own client errors (malformed JSON, unsupported content type, body too large).
      const body: ServiceError = { error: codeForStatus(statusCode), message: error.message };
      return reply.code(statusCode).send(body);
    }
    request.log.error({ err: error }, 'Unhandled error');
    return reply.code(500).send(INTERNAL);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    const body: ServiceError = { error: 'not_found', message: `No route for ${request.method} ${path}` };
    return reply.code(404).send(body);
  });
}
