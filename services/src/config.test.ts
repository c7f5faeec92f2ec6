import { describe, expect, it } from 'vitest';
import { ConfigError, describeDatabase, loadConfig, warnIfUnflushedDatabase } from './config.ts';
import { DEFAULT_DATA_DIR, PACKAGE_ROOT } from './db/paths.ts';
import { LOCAL_DEV_ORIGINS } from './http/cors.ts';

describe('loadConfig', () => {
  it('runs locally with nothing set: port 4000, PGlite in services/.data', () => {
    expect(loadConfig({})).toEqual({
      port: 4000,
      host: '127.0.0.1',
      database: { kind: 'pglite', dataDir: DEFAULT_DATA_DIR },
      corsOrigins: LOCAL_DEV_ORIGINS,
      logLevel: 'info',
      production: false,
      seedDemo: false,
      trustProxy: false,
      redisUrl: undefined,
      metrics: { kind: 'open' },
      tls: undefined,
    });
    expect(DEFAULT_DATA_DIR).toBe(`${PACKAGE_ROOT}.data/pglite`);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(4000);
  });

  it('uses PostgreSQL when DATABASE_URL is set, in DATABASE_SCHEMA if given', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app:secret@db.internal:5432/grocer',
      DATABASE_SCHEMA: 'header_services',
      PORT: '4100',
      HOST: '0.0.0.0',
      LOG_LEVEL: 'warn',
      CORS_ORIGINS: 'https://www.grocer.example, http://localhost:3001/',
    });
    expect(config).toMatchObject({
      port: 4100,
      host: '0.0.0.0',
      logLevel: 'warn',
      database: { kind: 'postgres', url: 'postgres://app:secret@db.internal:5432/grocer', schema: 'header_services' },
      corsOrigins: ['https://www.grocer.example', 'http://localhost:3001'],
    });
    expect(describeDatabase(config.database)).toBe('PostgreSQL at db.internal:5432/grocer (schema header_services)');
  });

  it('reads production, demo seed, trusted proxies and Redis', () => {
    expect(
      loadConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://db.internal/grocer',
        CORS_ORIGINS: 'https://www.grocer.example',
      }),
    ).toMatchObject({
      production: true,
      seedDemo: false,
    });
    expect(loadConfig({ SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1' }).trustProxy).toEqual(['10.0.0.0/8', '::1']);
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
  });

  it('runs production on the embedded PGlite only when DATA_DIR names it', () => {
    const production = { NODE_ENV: 'production', CORS_ORIGINS: 'https://localhost:3000' };
    expect(loadConfig({ ...production, DATA_DIR: '/var/lib/grocer/pglite' })).toMatchObject({
      production: true,
      database: { kind: 'pglite', dataDir: '/var/lib/grocer/pglite' },
    });
    expect(() => loadConfig(production)).toThrow(/DATABASE_URL: required .*or set DATA_DIR/);
  });

  it('serves https when both PEM files are named', () => {
    expect(
      loadConfig({ TLS_CERT_FILE: '/etc/grocer/services.crt', TLS_KEY_FILE: '/etc/grocer/services.key' }).tls,
    ).toEqual({
      certFile: '/etc/grocer/services.crt',
      keyFile: '/etc/grocer/services.key',
    });
    expect(loadConfig({ TLS_CERT_FILE: '', TLS_KEY_FILE: '' }).tls).toBeUndefined();
  });

  it('resolves a relative DATA_DIR against the services package', () => {
    expect(loadConfig({ DATA_DIR: 'tmp/db' }).database).toEqual({ kind: 'pglite', dataDir: `${PACKAGE_ROOT}tmp/db` });
    expect(loadConfig({ DATA_DIR: 'memory://' }).database).toEqual({ kind: 'pglite', dataDir: 'memory://' });
  });

  it.each([
    [{ PORT: 'http' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ DATABASE_SCHEMA: 'x' }, /DATABASE_SCHEMA: only applies/],
    [{ DATABASE_URL: 'postgres://x/y', DATABASE_SCHEMA: 'Bad-Name' }, /DATABASE_SCHEMA/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ CORS_ORIGINS: 'localhost:3000' }, /CORS_ORIGINS/],
    [{ NODE_ENV: 'production', SEED_DEMO: 'true' }, /SEED_DEMO: the demo seed is refused/],
    [{ SEED_DEMO: 'yes' }, /SEED_DEMO/],
    [
      { NODE_ENV: 'production', CORS_ORIGINS: 'https://www.grocer.example' },
      /DATABASE_URL: required when NODE_ENV=production, or set DATA_DIR to run on the embedded PGlite on purpose/,
    ],
    [
      { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/grocer' },
      /CORS_ORIGINS: required when NODE_ENV=production/,
    ],
    [{ TRUST_PROXY: 'proxy.internal' }, /TRUST_PROXY/],
    [{ TLS_CERT_FILE: '/etc/grocer/services.crt' }, /TLS_KEY_FILE: https needs both TLS_CERT_FILE and TLS_KEY_FILE/],
    [{ TLS_KEY_FILE: '/etc/grocer/services.key' }, /TLS_CERT_FILE: https needs both TLS_CERT_FILE and TLS_KEY_FILE/],
    [{ REDIS_URL: 'http://cache' }, /REDIS_URL/],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('keeps /metrics to a bearer of METRICS_TOKEN, and off in production without one', () => {
    const production = {
      NODE_ENV: 'production',
      CORS_ORIGINS: 'https://www.fernleaf.example',
      DATABASE_URL: 'postgres://db/x',
    };
    expect(loadConfig(production).metrics).toEqual({ kind: 'off' });
    const token = 'a-long-enough-metrics-token';
    expect(loadConfig({ ...production, METRICS_TOKEN: token }).metrics).toEqual({ kind: 'token', token });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
  });
});

describe('the start-up warning about the embedded database (decision 031)', () => {
  const warningsAtStart = (env: Record<string, string>) => {
    const warnings: string[] = [];
    warnIfUnflushedDatabase(loadConfig(env), { warn: (message) => warnings.push(message) });
    return warnings;
  };

  it('warns on a PGlite data directory that an OS crash can lose acknowledged writes', () => {
    const warning =
      'The embedded PGlite database is for development: it does not flush commits to disk, so an OS crash or power loss can lose acknowledged writes. Set DATABASE_URL to keep shoppers’ data (docs/production.md, decision 031).';
    expect(warningsAtStart({})).toEqual([warning]);
    expect(warningsAtStart({ DATA_DIR: 'tmp/db' })).toEqual([warning]);
  });

  it('warns in production on a named DATA_DIR, at every start, that commits are not flushed', () => {
    expect(
      warningsAtStart({ NODE_ENV: 'production', CORS_ORIGINS: 'https://localhost:3000', DATA_DIR: '/tmp/shop' }),
    ).toEqual([
      'NODE_ENV=production on the embedded PGlite database (DATA_DIR): it does not flush commits to disk, so an OS crash or power loss can lose acknowledged writes, and only this one process may open it. Set DATABASE_URL to keep shoppers’ data (docs/production.md, decision 031).',
    ]);
  });

  it('says nothing on PostgreSQL, nor for an in-memory PGlite that keeps nothing anyway', () => {
    expect(warningsAtStart({ DATABASE_URL: 'postgres://db.internal/grocer' })).toEqual([]);
    expect(warningsAtStart({ DATA_DIR: 'memory://' })).toEqual([]);
  });
});
