import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost parameters; tests may lower N to keep property runs quick. */
export type ScryptCost = { readonly N: number; readonly r: number; readonly p: number };

export const DEFAULT_SCRYPT_COST: ScryptCost = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
/** Refuse stored costs above this so a corrupt row cannot pin the CPU. */
const MAX_N = 2 ** 20;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N: cost.N, r: cost.r, p: cost.p, maxmem: 256 * cost.N * cost.r + 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** Hashes a password as `scrypt$N$r$p$salt$hash` with a fresh random salt. */
export async function hashPassword(password: string, cost: ScryptCost = DEFAULT_SCRYPT_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const STORED = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

/** True when `password` matches `stored`; false (never a throw) for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = STORED.exec(stored);
  if (!match) return false;
  const [, n, r, p, salt, hash] = match;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (
    cost.N < 2 ||
    cost.N > MAX_N ||
    (cost.N & (cost.N - 1)) !== 0 ||
    cost.r < 1 ||
    cost.p < 1 ||
    cost.r * cost.p > 64
  ) {
    return false;
  }
  const expected = Buffer.from(hash ?? '', 'base64url');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await derive(password, Buffer.from(salt ?? '', 'base64url'), cost);
  return timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;

/**
 * Spends the same time as a real check, for sign-ins with an unknown email, so
 * response times do not reveal which emails have accounts.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword('not-a-real-password');
  await verifyPassword(password, await decoy);
  return false;
}
