import { isAbsolute, resolve } from 'node:path';
import * as z from 'zod/mini';
import { type MetricsAccess, MetricsConfigError, metricsAccess } from '@grocer/server-telemetry';
import { DEFAULT_DATA_DIR, PACKAGE_ROOT } from './db/paths.ts';
import type { DatabaseConfig } from './db/open-database.ts';
import { type CorsOrigins, LOCAL_DEV_ORIGINS } from './http/cors.ts';

export type Config = {
  readonly port: number;
  readonly host: string;
  readonly database: DatabaseConfig;
  readonly corsOrigins: CorsOrigins;
  readonly logLevel: LogLevel;
  /** NODE_ENV=production: demo seed refused, introspection off, secrets required. */
  readonly production: boolean;
  /** SEED_DEMO=true: add the demo accounts, catalogue and orders at start (never in production). */
  readonly seedDemo: boolean;
  /**
   * TRUST_PROXY: which forwarded address counts as the client's. false (default): the socket's;
   * a number: that many proxy hops; a list: the proxies' addresses or CIDR ranges.
   */
  readonly trustProxy: TrustProxy;
  /** REDIS_URL: keep rate-limit counters in Redis instead of the database. */
  readonly redisUrl: string | undefined;
  /** METRICS_TOKEN: GET /metrics needs it as a bearer token; without it, /metrics is off in production. */
  readonly metrics: MetricsAccess;
  /**
   * TLS_CERT_FILE and TLS_KEY_FILE: serve https with these PEM files (main.ts reads them); undefined: http.
   * Relative paths are from the working directory, as the host and the remote read the same settings.
   */
  readonly tls: TlsFiles | undefined;
};

export type TlsFiles = { readonly certFile: string; readonly keyFile: string };

export type TrustProxy = false | number | readonly string[];

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

const ORIGIN = /^https?:\/\/[^\s/?#]+$/;

/** The environment the services read, once, at start. Empty values count as unset. */
const Env = z.object({
  PORT: z._default(z.string().check(z.regex(/^\d{1,5}$/, 'PORT must be a number from 0 to 65535')), '4000'),
  HOST: z._default(z.string().check(z.minLength(1)), '127.0.0.1'),
  DATABASE_URL: z.optional(
    z.string().check(z.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')),
  ),
  DATABASE_SCHEMA: z.optional(
    z.string().check(z.regex(/^[a-z_][a-z0-9_]{0,62}$/, 'DATABASE_SCHEMA must be a lower-case SQL identifier')),
  ),
  DATA_DIR: z.optional(z.string()),
  CORS_ORIGINS: z.optional(z.string()),
  LOG_LEVEL: z._default(z.enum(LOG_LEVELS), 'info'),
  NODE_ENV: z.optional(z.string()),
  SEED_DEMO: z.optional(z.enum(['true', 'false'])),
  TRUST_PROXY: z.optional(z.string().check(z.maxLength(2000))),
  REDIS_URL: z.optional(z.string().check(z.regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://'))),
  METRICS_TOKEN: z.optional(z.string().check(z.maxLength(256))),
  TLS_CERT_FILE: z.optional(z.string()),
  TLS_KEY_FILE: z.optional(z.string()),
});

/** A proxy hop count, or a comma-separated list of addresses / CIDR ranges (no pattern runs on unbounded input). */
function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === 'false') return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const bad = entries.filter((entry) => entry.length > 64 || !/^[0-9a-f.:]+(?:\/\d{1,3})?$/i.test(entry));
  if (bad.length > 0 || entries.length === 0) {
    throw new ConfigError(
      `Invalid environment:\n  TRUST_PROXY: a hop count or addresses/CIDR ranges, comma-separated: ${bad.join(', ')}`,
    );
  }
  return entries;
}

export class ConfigError extends Error {}

/** Parses `env` (normally `process.env`); throws ConfigError listing every problem. */
export function loadConfig(env: Readonly<Record<string, string | undefined>>): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = Env.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const parsed = result.data;

  const port = Number(parsed.PORT);
  if (port > 65535) throw new ConfigError('Invalid environment:\n  PORT: must be a number from 0 to 65535');

  if (parsed.DATABASE_SCHEMA !== undefined && parsed.DATABASE_URL === undefined) {
    throw new ConfigError('Invalid environment:\n  DATABASE_SCHEMA: only applies with DATABASE_URL');
  }

  let corsOrigins: CorsOrigins = LOCAL_DEV_ORIGINS;
  if (parsed.CORS_ORIGINS !== undefined) {
    const origins = parsed.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter((origin) => origin !== '');
    const bad = origins.filter((origin) => !ORIGIN.test(origin));
    if (bad.length > 0) {
      throw new ConfigError(
        `Invalid environment:\n  CORS_ORIGINS: not an origin (scheme://host[:port]): ${bad.join(', ')}`,
      );
    }
    corsOrigins = origins;
  }

  const database: DatabaseConfig =
    parsed.DATABASE_URL !== undefined
      ? { kind: 'postgres', url: parsed.DATABASE_URL, schema: parsed.DATABASE_SCHEMA }
      : {
          kind: 'pglite',
          dataDir:
            parsed.DATA_DIR === undefined
              ? DEFAULT_DATA_DIR
              : isAbsolute(parsed.DATA_DIR) || parsed.DATA_DIR.startsWith('memory://')
                ? parsed.DATA_DIR
                : resolve(PACKAGE_ROOT, parsed.DATA_DIR),
        };

  const production = parsed.NODE_ENV === 'production';
  const seedDemo = parsed.SEED_DEMO === 'true';
  if (production && seedDemo) {
    throw new ConfigError('Invalid environment:\n  SEED_DEMO: the demo seed is refused when NODE_ENV=production');
  }
  if (production && parsed.CORS_ORIGINS === undefined) {
    throw new ConfigError(
      'Invalid environment:\n  CORS_ORIGINS: required when NODE_ENV=production (otherwise any http://localhost page gets credentialed answers)',
    );
  }
  // Production on PGlite only when asked for by name: an operator who names DATA_DIR has chosen the
  // one-machine embedded database, knowing it does not flush its commits (decision 031).
  if (production && database.kind === 'pglite' && parsed.DATA_DIR === undefined) {
    throw new ConfigError(
      'Invalid environment:\n  DATABASE_URL: required when NODE_ENV=production, or set DATA_DIR to run on the embedded PGlite on purpose (one process, one machine, commits not flushed to disk: decision 031)',
    );
  }
  if ((parsed.TLS_CERT_FILE === undefined) !== (parsed.TLS_KEY_FILE === undefined)) {
    throw new ConfigError(
      `Invalid environment:\n  ${parsed.TLS_CERT_FILE === undefined ? 'TLS_CERT_FILE' : 'TLS_KEY_FILE'}: https needs both TLS_CERT_FILE and TLS_KEY_FILE`,
    );
  }

  return {
    port,
    host: parsed.HOST,
    database,
    corsOrigins,
    logLevel: parsed.LOG_LEVEL,
    production,
    seedDemo,
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    redisUrl: parsed.REDIS_URL,
    metrics: metricsAccessOf(parsed, production),
    tls:
      parsed.TLS_CERT_FILE !== undefined && parsed.TLS_KEY_FILE !== undefined
        ? { certFile: parsed.TLS_CERT_FILE, keyFile: parsed.TLS_KEY_FILE }
        : undefined,
  };
}

function metricsAccessOf(env: { readonly METRICS_TOKEN?: string | undefined }, production: boolean): MetricsAccess {
  try {
    return metricsAccess(env, production);
  } catch (error) {
    if (error instanceof MetricsConfigError) throw new ConfigError(`Invalid environment:\n  ${error.message}`);
    throw error;
  }
}

/**
 * Logs, at every start, that the embedded PGlite does not flush its commits (decision 031): for
 * development, or a one-machine production its operator chose by naming DATA_DIR. An in-memory
 * database keeps nothing anyway, so it gets no warning.
 */
export function warnIfUnflushedDatabase(
  config: Pick<Config, 'database' | 'production'>,
  log: { warn(message: string): void },
): void {
  const { database, production } = config;
  if (database.kind !== 'pglite' || database.dataDir.startsWith('memory://')) return;
  log.warn(
    production
      ? 'NODE_ENV=production on the embedded PGlite database (DATA_DIR): it does not flush commits to disk, so an OS crash or power loss can lose acknowledged writes, and only this one process may open it. Set DATABASE_URL to keep shoppers’ data (docs/production.md, decision 031).'
      : 'The embedded PGlite database is for development: it does not flush commits to disk, so an OS crash or power loss can lose acknowledged writes. Set DATABASE_URL to keep shoppers’ data (docs/production.md, decision 031).',
  );
}

/** For logs: the database without credentials. */
export function describeDatabase(database: DatabaseConfig): string {
  if (database.kind === 'pglite') return `PGlite at ${database.dataDir}`;
  const schema = database.schema ? ` (schema ${database.schema})` : '';
  try {
    const url = new URL(database.url);
    return `PostgreSQL at ${url.host}${url.pathname}${schema}`;
  } catch {
    return `PostgreSQL${schema}`;
  }
}
