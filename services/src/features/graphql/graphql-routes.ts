import type { FastifyInstance, FastifyReply } from 'fastify';
import { DatabaseUnavailableError } from '../../db/database-unavailable.ts';
import { execute, GraphQLError } from 'graphql';
import { GRAPH_OPERATIONS, GraphQLRequest } from '@grocer/shared-contracts/domain';
import * as z from 'zod/mini';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/parse-input.ts';
import { requireSession } from '../auth/authenticate.ts';
import type { GraphContext } from './graph-context.ts';
import { toGraphError } from './graph-errors.ts';
import { compileKnownOperations } from './known-operations.ts';
import { trolleyRootValue } from './trolley-resolvers.ts';
import { trolleySchema } from './trolley-schema.ts';

/**
 * `?clientType=WEB_APP&tag=getTrolley` (spec section 7): every caller names its client, and one that
 * does not is refused rather than guessed at; the tag names the call in logs.
 */
const GraphQuery = z.object({
  clientType: z.literal('WEB_APP', { error: 'required, and must be WEB_APP' }),
  tag: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1-64 letters, digits, - or _'))),
});

/** Compiled once: a request's document is looked up by hash, never parsed. */
const findKnownOperation = compileKnownOperations(trolleySchema, GRAPH_OPERATIONS);

/** A request the graph cannot run at all: 400 with both the ServiceError and the GraphQL shapes. */
function requestError(reply: FastifyReply, errors: readonly GraphQLError[]) {
  const message = errors.map((error) => error.message).join('; ');
  return reply.code(400).send({
    error: 'bad_request',
    message: `Invalid GraphQL request: ${message}`,
    errors: errors.map((e) => e.toJSON()),
  });
}

export function registerGraphqlRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.post('/graph/live', async (request, reply) => {
    const query = parseInput(GraphQuery, request.query, 'query');
    const body = parseInput(GraphQLRequest, request.body);
    reply.header('cache-control', 'private, no-store');
    // Before the session: an unknown document costs a hash, not a database query.
    const lookup = findKnownOperation(body.query, body.operationName);
    if ('refused' in lookup) return requestError(reply, [new GraphQLError(lookup.refused)]);
    const { session } = await requireSession(db, request, now());

    const contextValue: GraphContext = {
      db,
      now: now(),
      shopper: { customerId: session.customerId, actorId: session.actorId ?? session.customerId },
    };
    const result = await execute({
      schema: trolleySchema,
      document: lookup.known.document,
      rootValue: trolleyRootValue,
      contextValue,
      variableValues: body.variables ?? undefined,
      operationName: lookup.known.name,
    });
    // No data at all: the variables did not fit the document.
    if (!('data' in result) || result.data === undefined) return requestError(reply, result.errors ?? []);

    // A lost database connection fails the whole request with the contracts' 503, as on every route.
    const lost = result.errors?.find((error) => error.originalError instanceof DatabaseUnavailableError);
    if (lost) throw lost.originalError;
    const errors = (result.errors ?? []).map((error) => {
      const mapped = toGraphError(error);
      if (mapped.internal) {
        const context = { err: error.originalError, tag: query.tag, operation: lookup.known.name };
        request.log.error(context, 'GraphQL resolver failed');
      }
      return mapped.error.toJSON();
    });
    return reply.send(errors.length > 0 ? { data: result.data, errors } : { data: result.data });
  });
}
