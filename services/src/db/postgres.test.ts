import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../testing/test-database.ts';
import { quoteSchema } from './postgres.ts';

describe('quoteSchema', () => {
  it('accepts plain lower-case identifiers only', () => {
    expect(quoteSchema('svc_test_1')).toBe('"svc_test_1"');
    for (const bad of ['', 'Upper', '1abc', 'a-b', 'a"; drop schema public; --', 'x'.repeat(64)]) {
      expect(() => quoteSchema(bad)).toThrow();
    }
  });
});

const postgres = TEST_DATABASES.find((target) => target.name === 'postgres');

describe.skipIf(postgres?.skipReason !== undefined)(`PostgreSQL isolation [${postgres?.label}]`, () => {
  it('gives each test database its own schema, dropped on close', async () => {
    if (!postgres) throw new Error('unreachable');
    const a = await postgres.open();
    const b = await postgres.open();
    const [schemaA] = await a.query<{ schema: string }>('select current_schema() as schema');
    const [schemaB] = await b.query<{ schema: string }>('select current_schema() as schema');
    expect(schemaA?.schema).toMatch(/^svc_test_/);
    expect(schemaA?.schema).not.toBe(schemaB?.schema);

    await a.exec('create table only_in_a (n int)');
    await expect(b.query('select * from only_in_a')).rejects.toThrow();

    // Transactions run on the schema too (a pooled client, not the pool).
    await a.transaction((tx) => tx.query('insert into only_in_a values (1)'));
    expect(await a.query('select n from only_in_a')).toEqual([{ n: 1 }]);

    await a.close();
    const [left] = await b.query<{ n: number }>('select count(*)::int as n from pg_namespace where nspname = $1', [
      schemaA?.schema,
    ]);
    expect(left?.n).toBe(0);
    await b.close();
  });
});
