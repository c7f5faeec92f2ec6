import * as contracts from '@grocer/shared-contracts';
import { DEMO_AMENDING_SHOPPER, DEMO_SHOPPER, DEMO_SUPPORT } from '../../db/seed.ts';

export type Vocabulary = {
  /** Field and query names a route might read. */
  readonly keys: readonly string[];
  /** Values that get past the first checks, so the fuzz reaches deeper code. */
  readonly values: readonly string[];
};

/** Names routes read that are declared next to the route, not in the contracts. */
const ROUTE_LOCAL_KEYS = ['clientType', 'tag', 'hasTokenSession', 'visitorId', 'screen_hint', 'redirect_uri', 'q'];

/**
 * Every object key, enum member and literal the shared contracts declare,
 * plus the demo data's ids: the words the services understand. Read from
 * the schemas themselves, so a new field is fuzzed without editing the test.
 */
export function contractVocabulary(now: Date): Vocabulary {
  const keys = new Set<string>(ROUTE_LOCAL_KEYS);
  const values = new Set<string>(demoValues(now));
  const seen = new Set<object>();
  const visit = (schema: unknown): void => {
    if (!isSchema(schema) || seen.has(schema)) return;
    seen.add(schema);
    const def = schema._zod.def;
    if (def.type === 'object' && isRecord(def['shape'])) {
      for (const [key, field] of Object.entries(def['shape'])) {
        keys.add(key);
        visit(field);
      }
    }
    if (def.type === 'enum' && isRecord(def['entries'])) {
      for (const entry of Object.values(def['entries'])) values.add(String(entry));
    }
    if (def.type === 'literal' && Array.isArray(def['values'])) {
      for (const literal of def['values']) values.add(String(literal));
    }
    for (const part of Object.values(def)) {
      if (Array.isArray(part)) part.forEach(visit);
      else visit(part);
    }
  };
  Object.values(contracts).forEach(visit);
  return { keys: [...keys].sort(), values: [...values].sort() };
}

function demoValues(now: Date): string[] {
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return [
    ...[DEMO_SHOPPER, DEMO_AMENDING_SHOPPER, DEMO_SUPPORT].flatMap((account) => [account.id, account.email]),
    DEMO_SHOPPER.openOrderId,
    DEMO_AMENDING_SHOPPER.openOrderId,
    DEMO_AMENDING_SHOPPER.completedOrderId,
    DEMO_SHOPPER.defaultBranchId,
    DEMO_AMENDING_SHOPPER.defaultBranchId,
    day(0),
    day(1),
    day(30),
    now.toISOString(),
    'milk',
    'bread',
    'http://localhost:3000/ecom',
    'menu/middle-mega-menu/master',
  ];
}

type Schema = { _zod: { def: Record<string, unknown> & { type: string } } };

function isSchema(value: unknown): value is Schema {
  return isRecord(value) && isRecord(value['_zod']) && isRecord(value['_zod']['def']);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
