import * as z from '@grocer/shared-contracts/zod';
import { HEADER_STATE_SCRIPT_ATTRIBUTE, HeaderInitialState, type HeaderPropsInput } from '@grocer/shared-contracts';
import { createHeaderConfig } from '../lib/create-header-config.ts';

export type ServerStateResult =
  { readonly success: true; readonly data: HeaderInitialState } | { readonly success: false; readonly problem: string };

/**
 * The state the server rendered the header with, from the
 * `<script type="application/json" data-header-state>` right after its
 * element: `{ props, state }`. Parsed, never trusted.
 */
export function readServerState(element: Element): ServerStateResult {
  const script = element.nextElementSibling;
  if (!script?.hasAttribute(HEADER_STATE_SCRIPT_ATTRIBUTE)) {
    return { success: false, problem: `The server's header has no ${HEADER_STATE_SCRIPT_ATTRIBUTE} script after it` };
  }
  let json: unknown;
  try {
    json = JSON.parse(script.textContent ?? '');
  } catch (error) {
    return { success: false, problem: `The server's header state is not JSON (${String(error)})` };
  }
  const state = typeof json === 'object' && json !== null && 'state' in json ? json.state : undefined;
  const parsed = HeaderInitialState.safeParse(state);
  if (!parsed.success) {
    return { success: false, problem: `The server's header state is invalid: ${z.prettifyError(parsed.error)}` };
  }
  return { success: true, data: parsed.data };
}

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
