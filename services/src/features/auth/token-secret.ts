import { createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import * as z from 'zod/mini';
import { ConfigError } from '../../config.ts';
import type { Queryable } from '../../db/database.ts';

const MIN_SECRET_LENGTH = 32;

const TokenSecretEnv = z.object({
  TOKEN_SECRET: z.optional(
    z.string().check(z.minLength(MIN_SECRET_LENGTH, `TOKEN_SECRET must be at least ${MIN_SECRET_LENGTH} characters`)),
  ),
  NODE_ENV: z.optional(z.string()),
});

/**
 * The key tokens are signed with, from `TOKEN_SECRET`. Outside production an
 * unset secret becomes a random one for this process (tokens then stop working
 * when the process restarts); in production it must be set.
 */
export function loadTokenSecret(env: Readonly<Record<string, string | undefined>>): Buffer {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = TokenSecretEnv.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => issue.message);
    throw new ConfigError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const { TOKEN_SECRET, NODE_ENV } = result.data;
  if (TOKEN_SECRET !== undefined) return Buffer.from(TOKEN_SECRET, 'utf8');
  if (NODE_ENV === 'production') {
    throw new ConfigError(
      `Invalid environment:\n  TOKEN_SECRET: required when NODE_ENV=production (at least ${MIN_SECRET_LENGTH} characters)`,
    );
  }
  return randomBytes(32);
}

let processSecret: KeyObject | undefined;

/** This process's signing key, read from the environment once, as a key made once (token.ts: TokenKey). */
export function tokenSecret(): KeyObject {
  processSecret ??= createSecretKey(loadTokenSecret(process.env));
  return processSecret;
}

/**
 * Outside production, with no TOKEN_SECRET: the key every process on this database shares, made
 * by whichever asks first and kept in `shared_secrets` (migration 010), so a token one process
 * signed is good on the others, and after a restart. Undefined when TOKEN_SECRET is set or in
 * production (which requires it): then the environment's key is used, and nothing is stored.
 */
export async function sharedDevelopmentTokenSecret(
  db: Queryable,
  env: Readonly<Record<string, string | undefined>>,
): Promise<Buffer | undefined> {
  if ((env['TOKEN_SECRET'] ?? '') !== '' || env['NODE_ENV'] === 'production') return undefined;
  await db.query(`insert into shared_secrets (name, value) values ('token', $1) on conflict (name) do nothing`, [
    randomBytes(32),
  ]);
  const [row] = await db.query<{ value: Uint8Array }>(`select value from shared_secrets where name = 'token'`);
  return row ? Buffer.from(row.value) : undefined;
}

/** Signs and checks tokens with this key from now on (main.ts, with the shared development key). */
export function useTokenSecret(secret: Buffer): void {
  processSecret = createSecretKey(secret);
}
