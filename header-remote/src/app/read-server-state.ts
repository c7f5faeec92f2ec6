import * as z from '@grocer/shared-contracts/zod';
import { HEADER_STATE_SCRIPT_ATTRIBUTE, HeaderInitialState } from '@grocer/shared-contracts/domain';

export type ServerStateResult =
  { readonly success: true; readonly data: HeaderInitialState } | { readonly success: false; readonly problem: string };

/**
 * The state the server rendered the header with, from the
 * `<script type="application/json" data-header-state>` right after its
 * element: `{ props, state }`. Parsed, never trusted. A chunk of its own,
 * loaded beside the header's code as a server-rendered header goes live
 * (mount.tsx): its schemas stay off the page's critical path, and a header
 * rendered in the browser never loads them.
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
