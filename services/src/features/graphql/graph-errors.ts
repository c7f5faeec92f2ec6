import { GraphQLError } from 'graphql';
import { ServiceHttpError } from '../../http/errors.ts';

/** GraphQL error codes (`extensions.code`) the trolley graph uses. */
export type GraphErrorCode = 'NOT_FOUND' | 'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'INTERNAL_SERVER_ERROR';

const CODES: Readonly<Record<number, GraphErrorCode>> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  404: 'NOT_FOUND',
};

export const badUserInput = (message: string): GraphQLError =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/**
 * What a resolver's failure looks like to the client: our own HTTP errors keep
 * their message under the matching code; anything else is an internal error
 * whose details stay in the log.
 */
export function toGraphError(error: GraphQLError): { error: GraphQLError; internal: boolean } {
  const original = error.originalError;
  if (original === undefined || original === null || original instanceof GraphQLError) {
    return { error, internal: false };
  }
  if (original instanceof ServiceHttpError && original.statusCode < 500) {
    const code = CODES[original.statusCode] ?? 'BAD_USER_INPUT';
    return {
      error: new GraphQLError(original.message, { path: error.path, extensions: { code } }),
      internal: false,
    };
  }
  return {
    error: new GraphQLError('Something went wrong on our side. Please try again.', {
      path: error.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    }),
    internal: true,
  };
}
