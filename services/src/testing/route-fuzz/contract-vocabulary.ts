import * as contracts from '@grocer/shared-contracts/domain';
import { DEMO_AMENDING_SHOPPER, DEMO_SHOPPER, DEMO_SUPPORT } from '../../seed/demo-accounts.ts';

export type Vocabulary = {
  /** Field and query names a route might read. */
  readonly keys: readonly string[];
  /** Values that get past the first checks, so the fuzz reaches deeper code. */
  readonly values: readonly string[];
  /** The key sets of the contracts' objects: bodies and queries shaped like a real request. */
  readonly shapes: readonly (readonly string[])[];
  /** The key sets of the contracts' requests (`…Request`, `…Query`, `New…`), the likeliest shapes. */
  readonly requestShapes: readonly (readonly string[])[];
  /** Values that fit a key: its enum members and literals, and demo data for ids, emails and GraphQL. */
  readonly valuesByKey: Readonly<Record<string, readonly string[]>>;
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
  const shapes = new Map<string, string[]>();
  const byKey = new Map<string, Set<string>>();
  const addFor = (key: string, found: Iterable<string>) => {
    for (const value of found) byKey.set(key, (byKey.get(key) ?? new Set()).add(value));
  };
  const seen = new Set<object>();
  const visit = (schema: unknown): void => {
    if (!isSchema(schema) || seen.has(schema)) return;
    seen.add(schema);
    const def = schema._zod.def;
    if (def.type === 'object' && isRecord(def['shape'])) {
      const shape = Object.keys(def['shape']);
      if (shape.length > 0) shapes.set(shape.join(','), shape);
      for (const [key, field] of Object.entries(def['shape'])) {
        keys.add(key);
        addFor(key, membersOf(field));
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
  const requestShapes = Object.entries(contracts)
    .filter(([name]) => /(?:Request|Query)$|^New/.test(name))
    .map(([, schema]) =>
      isSchema(schema) && isRecord(schema._zod.def['shape']) ? Object.keys(schema._zod.def['shape']) : [],
    )
    .filter((shape) => shape.length > 0);
  for (const key of keys) {
    for (const [pattern, hinted] of keyHints(now)) if (pattern.test(key)) addFor(key, hinted);
  }
  return {
    keys: [...keys].sort(),
    values: [...values].sort(),
    shapes: [...shapes.values()],
    requestShapes,
    valuesByKey: Object.fromEntries([...byKey].map(([key, found]) => [key, [...found]])),
  };
}

/** Enum members and literals a field takes, through optional, default, array and union wrappers (not objects). */
function membersOf(schema: unknown, depth = 0): string[] {
  if (!isSchema(schema) || depth > 6) return [];
  const def = schema._zod.def;
  if (def.type === 'enum' && isRecord(def['entries'])) return Object.values(def['entries']).map(String);
  if (def.type === 'literal' && Array.isArray(def['values'])) return def['values'].map(String);
  if (def.type === 'object') return [];
  const inner = [def['innerType'], def['element'], ...(Array.isArray(def['options']) ? def['options'] : [])];
  return inner.flatMap((part) => membersOf(part, depth + 1));
}

/** Demo data for keys by their name, so ids, emails and GraphQL documents name real things. */
function keyHints(now: Date): [RegExp, readonly string[]][] {
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const accounts = [DEMO_SHOPPER, DEMO_AMENDING_SHOPPER, DEMO_SUPPORT];
  return [
    [
      /orderId$/i,
      [DEMO_SHOPPER.openOrderId, DEMO_AMENDING_SHOPPER.openOrderId, DEMO_AMENDING_SHOPPER.completedOrderId],
    ],
    [/customerId$/i, [...accounts.map((account) => account.id), '-1']],
    [/branchId$/i, [DEMO_SHOPPER.defaultBranchId, DEMO_AMENDING_SHOPPER.defaultBranchId]],
    [/email/i, accounts.map((account) => account.email)],
    [/password/i, ['groceries', 'support']],
    [/date$/i, [day(0), day(1), day(7)]],
    [/^redirect_uri$/, ['http://localhost:3000/ecom']],
    [/^query$/, Object.values(contracts.GRAPH_OPERATIONS)],
    [/^operationName$/, Object.keys(contracts.GRAPH_OPERATIONS)],
  ];
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
