import { getIntrospectionQuery } from 'graphql';
import { afterEach, expect, it, vi } from 'vitest';
import {
  GET_TROLLEY_QUERY,
  GetTrolleyResponse,
  ServiceError,
  TROLLEY_RESULT_FIELDS,
} from '@grocer/shared-contracts/domain';
import { countingDatabase, type CountingDatabase } from '../../testing/counting-database.ts';
import { describeEachDatabase } from '../../testing/database-suite.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { newShopper, type TestShopper } from '../../testing/test-shopper.ts';
import { trolleyRootValue } from './trolley-resolvers.ts';

const TROLLEY_FIELD = 'getTrolley(orderId: "1") { slotChangeable }';
const ALIAS_FLOOD = `query getTrolley { ${Array.from({ length: 250 }, (_, i) => `t${i}: ${TROLLEY_FIELD}`).join(' ')} }`;

describeEachDatabase('POST /graph/live: only the known operations', (target) => {
  let counting: CountingDatabase | undefined;
  const { app, db, clock } = useTestApp(target, { wrap: (opened) => (counting = countingDatabase(opened)) });
  afterEach(() => vi.restoreAllMocks());

  const post = (who: TestShopper | undefined, payload: Record<string, unknown>) =>
    app().inject({
      method: 'POST',
      url: '/graph/live?clientType=WEB_APP&tag=getTrolley',
      headers: who?.headers ?? {},
      payload,
    });
  const trolleyVariables = (who: TestShopper) => ({ trolleyQueryOrderId: who.orderId, orderQueryOrderId: who.orderId });

  /** Posts the payload and says what it cost: database statements and getTrolley resolver runs. */
  const costOf = async (who: TestShopper | undefined, payload: Record<string, unknown>) => {
    const resolver = vi.spyOn(trolleyRootValue, 'getTrolley');
    resolver.mockClear();
    const before = counting?.count() ?? Number.NaN;
    const response = await post(who, payload);
    return { response, queries: (counting?.count() ?? Number.NaN) - before, resolverRuns: resolver.mock.calls.length };
  };

  const expectRefused = (response: Awaited<ReturnType<typeof post>>, reason: RegExp) => {
    expect(response.statusCode, response.body).toBe(400);
    const body = ServiceError.parse(response.json());
    expect(body.error).toBe('bad_request');
    expect(body.message).toMatch(reason);
  };

  it('runs the known trolley query, named or not, reading the database once it is known', async () => {
    const who = await newShopper(db(), clock.now());
    for (const operationName of ['getTrolley', undefined]) {
      const { response, queries, resolverRuns } = await costOf(who, {
        query: GET_TROLLEY_QUERY,
        operationName,
        variables: trolleyVariables(who),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(GetTrolleyResponse.parse(response.json()).data?.getTrolley?.trolley?.trolleyItems).toEqual([]);
      expect(queries).toBeGreaterThan(0);
      expect(resolverRuns).toBe(1);
    }
  });

  it('refuses 250 aliased getTrolley fields with a 400, before any database work or resolver', async () => {
    const who = await newShopper(db(), clock.now());
    // Small enough for the size limits (20,000 characters, 3,000 tokens): only the allow-list stops it.
    expect(ALIAS_FLOOD.length).toBeLessThan(20_000);
    const { response, queries, resolverRuns } = await costOf(who, { query: ALIAS_FLOOD, operationName: 'getTrolley' });
    expectRefused(response, /not a known operation/);
    expect(queries).toBe(0);
    expect(resolverRuns).toBe(0);
  });

  it('refuses an unknown document before asking for the session, so a stranger costs no query either', async () => {
    const { response, queries } = await costOf(undefined, { query: ALIAS_FLOOD });
    expectRefused(response, /not a known operation/);
    expect(queries).toBe(0);
  });

  it.each([
    ['the standard introspection query', getIntrospectionQuery()],
    ['a short introspection query', '{ __schema { types { name } } }'],
    ['a type probe', '{ __type(name: "Trolley") { fields { name } } }'],
  ])('refuses %s', async (_, query) => {
    const { response, queries } = await costOf(await newShopper(db(), clock.now()), { query });
    expectRefused(response, /not a known operation/);
    expect(queries).toBe(0);
  });

  it.each([
    ['a known document with one more space', `${GET_TROLLEY_QUERY} `],
    ['a known document with an alias added', GET_TROLLEY_QUERY.replace('getTrolley(', 'mine: getTrolley(')],
    [
      'a mutation the schema has but no client sends',
      `mutation setNoteToShopper($customerOrderId: ID!, $trolleyItemId: ID!, $noteToShopper: String) {
  setNoteToShopper(customerOrderId: $customerOrderId, trolleyItemId: $trolleyItemId, noteToShopper: $noteToShopper) ${TROLLEY_RESULT_FIELDS}
}`,
    ],
    // Never parsed, so the parser's own complaints (syntax, tokens, unknown fields) never come up.
    ['a syntax error', 'query {'],
    ['an unknown field', '{ getTrolley(orderId: "1") { nope } }'],
    [
      'a query of more than 3,000 tokens',
      `{ ${Array.from({ length: 1100 }, (_, i) => `a${i}: __typename`).join(' ')} }`,
    ],
  ])('refuses %s as unknown', async (_, query) => {
    const who = await newShopper(db(), clock.now());
    const { response, queries, resolverRuns } = await costOf(who, { query, variables: trolleyVariables(who) });
    expectRefused(response, /not a known operation/);
    expect(queries).toBe(0);
    expect(resolverRuns).toBe(0);
  });

  it('refuses a known document sent under another operation name', async () => {
    const who = await newShopper(db(), clock.now());
    for (const operationName of ['cancelAmendOrder', 'getTrolleyPlease']) {
      const { response, queries } = await costOf(who, {
        query: GET_TROLLEY_QUERY,
        operationName,
        variables: trolleyVariables(who),
      });
      expectRefused(response, /operationName does not match the document, which is getTrolley/);
      expect(queries).toBe(0);
    }
  });
});
