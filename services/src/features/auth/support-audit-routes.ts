import type { FastifyInstance } from 'fastify';
import { CustomerIdText, SupportAuditQuery, SupportAuditResponse } from '@grocer/shared-contracts/domain';
import * as z from 'zod/mini';
import type { AppDeps } from '../../app-deps.ts';
import { forbidden } from '../../http/errors.ts';
import { parseInput } from '../../http/parse-input.ts';
import { requireAnySession } from './authenticate.ts';
import { endExpiredSessions } from './session-ends.ts';
import { listSupportAudit } from '../support-audit/support-audit.ts';

const AuditParams = z.object({ customerId: CustomerIdText });

/**
 * GET /v1/admin/customers/{customerId}/support-audit[?action=…&before=…]: for the admin customer
 * page, a page at a time (`nextBefore` asks for the next), one kind of action if asked.
 */
export function registerSupportAuditRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.get('/v1/admin/customers/:customerId/support-audit', async (request, reply) => {
    const at = now();
    const { session } = await requireAnySession(db, request, at);
    // Only a support user's own sign-in: not a shopper, and not support acting as the customer.
    if (session.kind !== 'support') throw forbidden('Only a support sign-in can read the support audit.');
    const { customerId } = parseInput(AuditParams, request.params, 'path');
    const query = parseInput(SupportAuditQuery, request.query, 'query');
    // Acting sessions that have run out get their rows first, so the audit read is complete.
    await endExpiredSessions(db, at);
    const page = await listSupportAudit(db, customerId, query);
    const body = SupportAuditResponse.parse({ customerId, ...page });
    return reply.header('cache-control', 'private, no-store').send(body);
  });
}
