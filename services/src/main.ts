import { readFile } from 'node:fs/promises';
import { startTracing } from '@grocer/server-telemetry';
import { buildApp } from './app.ts';
import { ConfigError, describeDatabase, loadConfig, type TlsFiles, warnIfUnflushedDatabase } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase, withSetupDatabase } from './db/open-database.ts';
import { assertNoDemoAccounts, DemoDataInProductionError } from './seed/production-safety.ts';
import { runSeed } from './seed/seed-steps.ts';
import { sharedDevelopmentTokenSecret, useTokenSecret } from './features/auth/token-secret.ts';
import { openRateLimitStore } from './http/rate-limits/open-rate-limit-store.ts';

/** Starts the services: config from the environment, database, migrations, demo seed when asked, HTTP. */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const https = config.tls && (await readTlsFiles(config.tls));
  // Before anything is served: every request continues its caller's trace (decision 041).
  const tracing = await startTracing({ serviceName: 'grocer-services' });
  const db = await openDatabase(config.database, { serving: true });
  const rateLimitStore = await openRateLimitStore(config, db);
  const app = await buildApp({
    db,
    corsOrigins: config.corsOrigins,
    logger: { level: config.logLevel },
    production: config.production,
    trustProxy: config.trustProxy,
    rateLimitStore,
    metrics: config.metrics,
    ...(https ? { https } : {}),
  });
  const log = app.log;

  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) {
      log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    log.info(`${signal}: closing`);
    await app.close();
    await rateLimitStore.close();
    await db.close();
    await tracing.shutdown();
    process.exit(0);
  };
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('SIGTERM', (signal) => void stop(signal));

  // Setting up may take longer than a request may wait: without the serving time limits.
  await withSetupDatabase(config.database, db, async (setup) => {
    const applied = await migrate(setup);
    log.info({ applied }, applied.length > 0 ? `Applied ${applied.length} migration(s)` : 'Database schema up to date');
    if (config.production) await assertNoDemoAccounts(setup);
    const sharedSecret = await sharedDevelopmentTokenSecret(setup, process.env);
    if (sharedSecret) {
      useTokenSecret(sharedSecret);
      log.info('No TOKEN_SECRET: tokens are signed with the key kept in this database, shared by its processes');
    }
    if (config.seedDemo) {
      const seeded = await runSeed(setup);
      log.info(seeded, 'Demo data checked');
    } else {
      log.info('No demo data added (SEED_DEMO=true adds it, outside production)');
    }
  });

  warnIfUnflushedDatabase(config, log);
  const address = await app.listen({ port: config.port, host: config.host });
  log.info(
    `Services listening on ${address} using ${describeDatabase(config.database)}; rate limits counted in ${config.redisUrl === undefined ? 'the database' : 'Redis'}`,
  );
}

/** The PEM files, read before anything starts, so a wrong path stops start-up with a line that names it. */
async function readTlsFiles(tls: TlsFiles): Promise<{ key: Buffer; cert: Buffer }> {
  const read = async (setting: string, path: string) => {
    try {
      return await readFile(path);
    } catch (error) {
      const reason = error instanceof Error && 'code' in error ? String(error.code) : String(error);
      throw new ConfigError(`Invalid environment:\n  ${setting}: cannot read ${path} (${reason})`);
    }
  };
  return { key: await read('TLS_KEY_FILE', tls.keyFile), cert: await read('TLS_CERT_FILE', tls.certFile) };
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DemoDataInProductionError) {
    console.error(error.message);
  } else {
    console.error('Services failed to start:', error);
  }
  process.exit(1);
});
