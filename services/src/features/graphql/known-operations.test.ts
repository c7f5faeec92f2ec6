import { GRAPH_OPERATIONS } from '@grocer/shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { compileKnownOperations } from './known-operations.ts';
import { trolleySchema } from './trolley-schema.ts';

const GET_ORDER = 'query getOrder($id: String) { getOrder(orderId: $id) { containsEntertainingLines } }';

describe('compiling the known GraphQL operations', () => {
  it('accepts every operation the header and host send, and finds each by its text and name', () => {
    const find = compileKnownOperations(trolleySchema, GRAPH_OPERATIONS);
    for (const [name, text] of Object.entries(GRAPH_OPERATIONS)) {
      const lookup = find(text, name);
      expect('known' in lookup && lookup.known.name, name).toBe(name);
    }
  });

  it('finds a known text without a name, and refuses it under a wrong one', () => {
    const find = compileKnownOperations(trolleySchema, { getOrder: GET_ORDER });
    expect(find(GET_ORDER, null)).toMatchObject({ known: { name: 'getOrder' } });
    expect(find(GET_ORDER, 'getTrolley')).toEqual({
      refused: 'operationName does not match the document, which is getOrder',
    });
    expect(find(GET_ORDER.replace('$id', '$orderId'), 'getOrder')).toEqual({
      refused: 'the document is not a known operation',
    });
  });

  it.each([
    ['asks for introspection', { peek: 'query peek { __schema { queryType { name } } }' }, /introspection/],
    ['selects a field the schema lacks', { getOrder: GET_ORDER.replace('containsEntertainingLines', 'nope') }, /nope/],
    ['is listed under another name than its own', { getTrolley: GET_ORDER }, /named getTrolley, not getOrder/],
    ['holds two operations', { getOrder: `${GET_ORDER} query other { __typename }` }, /not undefined/],
    ['does not parse', { getOrder: 'query getOrder {' }, /Syntax Error/],
  ])('fails at start-up when a listed document %s', (_, operations, problem) => {
    expect(() => compileKnownOperations(trolleySchema, operations)).toThrow(problem);
  });
});
