import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

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
    };
    if (reply.statusCode >= 500) request.log.error(line, 'request');
    else request.log.info(line, 'request');
  }
}

function callerOf(request: FastifyRequest): { caller?: string } {
  const caller = request.headers['x-application-name'];
  return typeof caller === 'string' && caller !== '' ? { caller: caller.slice(0, 64) } : {};
}
