import type { HeaderPropsInput } from '@grocer/shared-contracts/domain';
import { createHeaderConfig } from '../lib/create-header-config.ts';

/**
 * A problem met outside the header's React tree, before or while it hydrates: logged through the
 * header's log (its props decide whether it logs) and reported to the host as `header_error`.
 */
function reportHeaderError(input: HeaderPropsInput, code: string, problem: string, error: unknown): void {
  const { config } = createHeaderConfig(input);
  const message = error instanceof Error ? error.message : String(error);
  config.logger.error(problem, { message });
  config.emit('header_error', { code, message });
}

/** React recovered from a hydration problem (the server's HTML and the first client render differed). */
export const reportRecoverableError = (input: HeaderPropsInput, error: unknown): void =>
  reportHeaderError(input, 'hydration_mismatch', 'The header recovered from a hydration error', error);

/**
 * The script that makes a server-rendered header live did not load (decision 038): its links and
 * forms keep working as the server sent them, and the next intent tries again. The code,
 * `controls_load_failed`, is kept from the header's first lazy controls, so page teams' monitoring still finds it.
 */
export const reportScriptFailure = (input: HeaderPropsInput, error: unknown): void =>
  reportHeaderError(
    input,
    'controls_load_failed',
    "The header's script could not load; its links and forms work without it",
    error,
  );
