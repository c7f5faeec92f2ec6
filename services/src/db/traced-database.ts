import { inSpan } from '@grocer/server-telemetry';
import { type Database, PLAN_EACH_CALL, type Queryable } from './database.ts';

/**
 * The database with a span per statement and per transaction, children of the request's span:
 * a slow page is followed from the host's render into the statement that made it slow. The
 * span holds the statement's text, never its parameters (they may be a shopper's).
 */
export function tracedDatabase(db: Database): Database {
  return {
    ...traced(db, db.kind),
    kind: db.kind,
    writesFailing: () => db.writesFailing(),
    transaction: (fn) =>
      inSpan('db transaction', attributesOf(db.kind), () => db.transaction((tx) => fn(traced(tx, db.kind)))),
    close: () => db.close(),
  };
}

function traced(queryable: Queryable, kind: Database['kind']): Queryable {
  return {
    query<T>(sql: string, params?: readonly unknown[]): Promise<T[]> {
      return inSpan(`db ${operationOf(sql)}`, { ...attributesOf(kind), 'db.query.text': sql }, () =>
        queryable.query<T>(sql, params),
      );
    },
    exec: (sql) => inSpan('db script', attributesOf(kind), () => queryable.exec(sql)),
  };
}

const attributesOf = (kind: Database['kind']) => ({ 'db.system.name': 'postgresql', 'db.client': kind });

/** The statement's first word (select, insert, with…), for the span's name. */
function operationOf(sql: string): string {
  const text = sql.startsWith(PLAN_EACH_CALL) ? sql.slice(PLAN_EACH_CALL.length) : sql;
  return /^\s*([a-z]{1,12})/i.exec(text.slice(0, 32))?.[1]?.toLowerCase() ?? 'statement';
}
