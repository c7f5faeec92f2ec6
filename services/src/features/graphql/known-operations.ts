import { createHash } from 'node:crypto';
import {
  type DocumentNode,
  getOperationAST,
  type GraphQLSchema,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
} from 'graphql';

/** A document the graph runs: parsed and validated once, at start-up. */
export type KnownOperation = { readonly name: string; readonly document: DocumentNode };

export type OperationLookup =
  | { readonly known: KnownOperation }
  /** Why the request was refused, for the 400's message. */
  | { readonly refused: string };

/** Known documents are small fixed strings; one this long is a mistake. */
const MAX_TOKENS = 3000;

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Compiles the operations the clients send (`GRAPH_OPERATIONS`: name → exact
 * text) and returns the lookup each request goes through. A request is
 * identified by the SHA-256 of its exact text, so an unknown or altered
 * document costs one hash and is refused without being parsed: no alias
 * flood, no introspection, no ad-hoc query reaches the parser or a resolver.
 * Throws at start-up if a listed document does not fit the schema, asks for
 * introspection, or does not name itself as listed.
 */
export function compileKnownOperations(
  schema: GraphQLSchema,
  operations: Readonly<Record<string, string>>,
): (query: string, operationName: string | null | undefined) => OperationLookup {
  const byHash = new Map<string, KnownOperation>();
  for (const [name, text] of Object.entries(operations)) {
    const document = parse(text, { maxTokens: MAX_TOKENS });
    const invalid = validate(schema, document, [...specifiedRules, NoSchemaIntrospectionCustomRule]);
    if (invalid.length > 0) {
      throw new Error(`Known GraphQL operation ${name} does not fit the schema: ${invalid.map(String).join('; ')}`);
    }
    const declared = getOperationAST(document)?.name?.value;
    if (declared !== name) {
      throw new Error(`Known GraphQL operation ${name} must be one operation named ${name}, not ${String(declared)}`);
    }
    byHash.set(sha256(text), { name, document });
  }

  return (query, operationName) => {
    const known = byHash.get(sha256(query));
    if (known === undefined) {
      return { refused: 'the document is not a known operation' };
    }
    // The hash alone picks the operation; a name that disagrees is a client bug or a probe.
    if (operationName !== undefined && operationName !== null && operationName !== known.name) {
      return { refused: `operationName does not match the document, which is ${known.name}` };
    }
    return { known };
  };
}
