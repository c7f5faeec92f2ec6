/**
 * An error a route throws on purpose. The error handler turns it into the
 * contract's `ServiceError` body ({ error, message }) with this status.
 */
export class ServiceHttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly headers: Readonly<Record<string, string>>;

  constructor(statusCode: number, code: string, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'ServiceHttpError';
    this.statusCode = statusCode;
    this.code = code;
    this.headers = headers;
  }
}

export const badRequest = (message: string): ServiceHttpError => new ServiceHttpError(400, 'bad_request', message);

export const unauthenticated = (message: string, code = 'unauthenticated'): ServiceHttpError =>
  new ServiceHttpError(401, code, message, { 'www-authenticate': 'Bearer' });

export const forbidden = (message: string): ServiceHttpError => new ServiceHttpError(403, 'forbidden', message);

export const notFound = (message: string, code = 'not_found'): ServiceHttpError =>
  new ServiceHttpError(404, code, message);

export const serviceUnavailable = (message: string): ServiceHttpError =>
  new ServiceHttpError(503, 'unavailable', message);

/** The `error` code for a client error Fastify raised itself (bad JSON, wrong content type...). */
export function codeForStatus(statusCode: number): string {
  const codes: Record<number, string> = {
    400: 'bad_request',
    401: 'unauthenticated',
    403: 'forbidden',
    404: 'not_found',
    405: 'method_not_allowed',
    413: 'payload_too_large',
    415: 'unsupported_media_type',
    429: 'too_many_requests',
  };
  return codes[statusCode] ?? 'client_error';
}
