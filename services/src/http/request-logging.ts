import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { addressOf } from './rate-limits/client-address.ts';

/**
 * One log line per request: method, path (never the query string, which may
 * carry search terms), status and duration, plus the calling app's
 * `x-application-name` breadcrumb when sent. Replaces Fastify's two-line default.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(_error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      path: request.url.split('?')[0],
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
      ...callerOf(request),
      ...unparsedAddressOf(request),
    };
    if (reply.statusCode >= 500) request.log.error(line, 'request');
    else if ('unparsedClientAddress' in line) request.log.warn(line, 'request from a client address not understood');
    else request.log.info(line, 'request');
  }
}

function callerOf(request: FastifyRequest): { caller?: string } {
  const caller = request.headers['x-application-name'];
  return typeof caller === 'string' && caller !== '' ? { caller: caller.slice(0, 64) } : {};
}

/**
 * A client address that is not an address (a balancer writing a form `addressOf` does not know):
 * the rate limits count every such request under one shared key, so an operator must hear of it.
 */
function unparsedAddressOf(request: FastifyRequest): { unparsedClientAddress?: string } {
  const address = String(request.ip ?? '');
  return addressOf(address) === undefined ? { unparsedClientAddress: address.slice(0, 64) } : {};
}
