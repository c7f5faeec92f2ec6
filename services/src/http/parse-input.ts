import type * as z from 'zod/mini';
import { badRequest } from './errors.ts';

/** Parses request input with a contract schema; a mismatch is the client's fault (400). */
export function parseInput<S extends z.ZodMiniType>(schema: S, value: unknown, what = 'body'): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const path = issue.path.map(String).join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    });
    throw badRequest(`Invalid request ${what}: ${problems.join('; ')}`);
  }
  // PostgreSQL text cannot hold U+0000: refused here, it is a 400 naming the field, not a database error (500).
  const nul = pathToNul(result.data);
  if (nul !== undefined)
    throw badRequest(`Invalid request ${what}: ${nul || '(value)'}: must not contain a NUL character`);
  return result.data as z.infer<S>;
}

/** The path of the first string (or key) holding U+0000, '' for the value itself; undefined when none does. */
function pathToNul(root: unknown): string | undefined {
  // Iterative: what the schema let through may still nest deep (GraphQL variables).
  const pending: [unknown, string][] = [[root, '']];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return itemPath;
        pending.push([item, itemPath]);
      }
    }
  }
  return undefined;
}
