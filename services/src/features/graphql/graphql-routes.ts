import type { FastifyInstance, FastifyReply } from 'fastify';
import { type DocumentNode, execute, GraphQLError, parse, validate } from 'graphql';
import { GraphQLRequest } from '@grocer/shared-contracts';
import * as z from 'zod/mini';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/parse-input.ts';
import { requireSession } from '../auth/authenticate.ts';
import type { GraphContext } from './graph-context.ts';
import { toGraphError } from './graph-errors.ts';
import { trolleyRootValue } from './trolley-resolvers.ts';
import { trolleySchema } from './trolley-schema.ts';

/** `?clientType=WEB_APP&tag=getTrolley`: the tag names the call in logs (spec section 7). */
const GraphQuery = z.object({
  clientType: z.optional(z.literal('WEB_APP')),
  tag: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1-64 letters, digits, - or _'))),
});

/** Queries are small fixed strings; a huge one is an attack on the parser. */
const MAX_TOKENS = 3000;

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
    const { session } = await requireSession(db, request, now());
    const query = parseInput(GraphQuery, request.query, 'query');
    const body = parseInput(GraphQLRequest, request.body);
    reply.header('cache-control', 'private, no-store');

    let document: DocumentNode;
    try {
      document = parse(body.query, { maxTokens: MAX_TOKENS });
    } catch (error) {
      if (error instanceof GraphQLError) return requestError(reply, [error]);
      throw error;
    }
    const invalid = validate(trolleySchema, document, undefined, { maxErrors: 10 });
    if (invalid.length > 0) return requestError(reply, invalid);

    const contextValue: GraphContext = {
      db,
      now: now(),
      shopper: { customerId: session.customerId, actorId: session.actorId ?? session.customerId },
    };
    const result = await execute({
      schema: trolleySchema,
      document,
      rootValue: trolleyRootValue,
      contextValue,
      variableValues: body.variables ?? undefined,
      operationName: body.operationName ?? undefined,
    });
    // No data at all: the variables or operation name did not fit the document.
    if (!('data' in result) || result.data === undefined) return requestError(reply, result.errors ?? []);

    const errors = (result.errors ?? []).map((error) => {
      const mapped = toGraphError(error);
      if (mapped.internal) request.log.error({ err: error.originalError, tag: query.tag }, 'GraphQL resolver failed');
      return mapped.error.toJSON();
    });
    return reply.send(errors.length > 0 ? { data: result.data, errors } : { data: result.data });
  });
}
