import { type PGlite, parse, protocol } from '@electric-sql/pglite';

type BackendMessages = Awaited<ReturnType<PGlite['execProtocol']>>['messages'];

/**
 * Runs statements as named prepared statements on one PGlite database, as `postgres.ts` names
 * them on PostgreSQL (decision 019): each text is parsed and planned once, and PostgreSQL keeps
 * its plan. PGlite's own `query` parses, plans and describes every statement on every call, which
 * cost a statement as big as the header state's 1.2 of its 1.8 ms. The messages are the ones
 * `query` sends (parse, describe, bind, describe, execute, sync), with the statement named; they
 * run under both of PGlite's locks, as `query` does, so nothing interleaves with them and no
 * transaction is open around them.
 */
export function preparedStatements(pglite: PGlite): <T>(sql: string, params: readonly unknown[]) => Promise<T[]> {
  const prepared = new Map<string, { readonly name: string; readonly paramTypes: number[] }>();
  let named = 0;
  const send = async (message: Uint8Array): Promise<BackendMessages> =>
    (await pglite.execProtocol(message, { syncToFs: false })).messages;

  const prepare = async (sql: string) => {
    named += 1;
    const name = `s_${named}`;
    await send(protocol.serialize.parse({ name, text: sql }));
    const paramTypes = parse.parseDescribeStatementResults(
      await send(protocol.serialize.describe({ type: 'S', name })),
    );
    const statement = { name, paramTypes };
    prepared.set(sql, statement);
    return statement;
  };

  return <T>(sql: string, params: readonly unknown[]) =>
    pglite._runExclusiveTransaction(() =>
      pglite.runExclusive(async () => {
        const messages: BackendMessages = [];
        try {
          const statement = prepared.get(sql) ?? (await prepare(sql));
          const values = params.map((value, index) => {
            if (value === null || value === undefined) return null;
            const serializer = pglite.serializers[statement.paramTypes[index] ?? 0];
            return serializer ? serializer(value) : String(value);
          });
          messages.push(
            ...(await send(protocol.serialize.bind({ statement: statement.name, values }))),
            ...(await send(protocol.serialize.describe({ type: 'P' }))),
            ...(await send(protocol.serialize.execute({}))),
          );
        } finally {
          // After an error PostgreSQL skips every message until this one.
          await send(protocol.serialize.sync());
        }
        await pglite.syncToFs();
        return (parse.parseResults(messages, pglite.parsers)[0]?.rows ?? []) as T[];
      }),
    );
}
