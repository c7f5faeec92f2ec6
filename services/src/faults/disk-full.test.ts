import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Health, ServiceError } from '@grocer/shared-contracts/domain';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openPglite } from '../db/pglite.ts';
import { emptyCluster } from '../testing/test-database.ts';
import {
  acknowledged,
  addToTrolley,
  faultCustomer,
  type FaultShopper,
  insertGroceries,
  signInAt,
} from './fault-kit.ts';

/**
 * The disk under PGlite's data directory fills up, as the operating system says it: a write
 * that needs new space fails with ENOSPC, one into space already taken succeeds. PGlite writes
 * its files through Node's `fs.writeSync`, so that is where the disk fills; PostgreSQL inside it
 * answers as on a real full disk (53100, "could not extend file"), which it did on a 40 MB tmpfs.
 */
function fillTheDisk(): { free(): void } {
  const write = fs.writeSync.bind(fs) as (...args: unknown[]) => number;
  const full = vi.spyOn(fs, 'writeSync').mockImplementation(((...args: unknown[]) => {
    // PGlite's form: (fd, bytes, offset, length, position). A write past the file's end needs new space.
    const [fd, , , length, position] = args;
    if (typeof fd === 'number' && typeof length === 'number' && typeof position === 'number') {
      if (position + length > fs.fstatSync(fd).size) {
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', syscall: 'write' });
      }
    }
    return write(...args);
  }) as typeof fs.writeSync);
  return { free: () => full.mockRestore() };
}

describe('the services when the disk under PGlite is full', () => {
  let dataDir = '';
  let db: Database | undefined;
  let app: FastifyInstance | undefined;
  let url = '';
  let shopper: FaultShopper | undefined;
  let groceries: string[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'faults-disk-full-'));
    db = await openPglite(dataDir, { loadDataDir: await emptyCluster() });
    await migrate(db);
    groceries = await insertGroceries(db, 400);
    const customer = await faultCustomer(db);
    app = await buildApp({ db });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
    shopper = await signInAt(url, customer);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const health = async () => Health.parse(await (await fetch(`${url}/health`)).json());

  it('answers writes 503 saying so, serves reads, shows writes failing in /health, and writes again once there is space', async () => {
    const who = shopper ?? expect.fail('no shopper');
    expect(await acknowledged(await addToTrolley(url, who, groceries[0] ?? ''))).toBe(true);

    const disk = fillTheDisk();
    let refused: Response | undefined;
    try {
      // Writes go on while their pages have room; the first that needs a new page is refused.
      for (const grocery of groceries.slice(1)) {
        const added = await addToTrolley(url, who, grocery);
        if (!(await acknowledged(added.clone()))) {
          refused = added;
          break;
        }
      }
      expect(refused?.status).toBe(503);
      expect(refused?.headers.get('retry-after')).toBe('60');
      expect(ServiceError.parse(await refused?.json())).toEqual({
        error: 'unavailable',
        message: 'We cannot save changes just now. Please try again in a few minutes.',
      });
      expect((await health()).degraded).toEqual(['writes']);
      expect((await fetch(`${url}/v1/shopping-context`, { headers: who.headers })).status).toBe(200);
    } finally {
      disk.free();
    }

    // Space again: the next write succeeds, and /health says so, with no restart.
    expect(await acknowledged(await addToTrolley(url, who, groceries.at(-1) ?? ''))).toBe(true);
    expect((await health()).degraded).toEqual([]);
  }, 60_000);
});
