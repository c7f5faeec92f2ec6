import type * as z from 'zod/mini';
import { badRequest } from './errors.ts';

/** Parses request input with a contract schema; a mismatch is the client's fault (400). */
export function parseInput<S extends z.ZodMiniType>(schema: S, value: unknown, what = 'body'): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data as z.infer<S>;
  const problems = result.error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  throw badRequest(`Invalid request ${what}: ${problems.join('; ')}`);
}
