import { isHTTPError, type KyInstance, type Options } from 'ky';
import * as z from '@grocer/shared-contracts/zod';
import { ServiceCallError } from './service-calls.ts';

export { ServiceCallError } from './service-calls.ts';

/**
 * One call whose JSON answer is parsed with a contract schema: a wrong
 * answer is an error like any other, never data. Aborts pass through as they are.
 */
export async function callJson<T extends z.ZodMiniType>(
  api: KyInstance,
  schema: T,
  path: string,
  options: Options,
): Promise<z.infer<T>> {
  let json: unknown;
  try {
    json = await api(path, options).json();
  } catch (error) {
    if (options.signal?.aborted) throw error;
    if (isHTTPError(error)) throw new ServiceCallError(error.message, error.response.status);
    throw new ServiceCallError(error instanceof Error ? error.message : String(error), 0);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ServiceCallError(`Unexpected answer from ${path}: ${z.prettifyError(parsed.error)}`, 0);
  }
  return parsed.data;
}
