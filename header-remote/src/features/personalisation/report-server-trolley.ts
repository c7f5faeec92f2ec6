/**
 * The personalisation report for a trolley the server rendered, loaded with
 * `import()` (ky and the trolley call). The server's state holds the trolley's
 * summary, not its lines (decision 029), and the report needs the lines: they
 * are asked for here, as the trolley page would, and only when the shopper's
 * consent lets the report leave.
 */
import { mayEmit, type HeaderInitialState } from '@grocer/shared-contracts';
import { readConsent } from '../../lib/consent.ts';
import type { HeaderConfig } from '../../lib/header-config.tsx';
import { authStateAtom } from '../../shopping/auth-state.ts';
import { storeWithInitialState } from '../../shopping/initial-state.ts';
import { slotStateAtom, trolleyStateAtom } from '../../shopping/shopping-state.ts';
import { loadTrolley } from '../../shopping/start-shopping-state.ts';
import { personalisationPayload } from './personalisation-payload.ts';

/** Whether a report would leave now: the shopper's advertising consent. */
export const personalisationAllowed = (): boolean => mayEmit('personalisation', readConsent());

/** Sends the report for the server's trolley, from its lines; nothing when signed out or the trolley failed. */
export async function reportServerTrolley(config: HeaderConfig, state: HeaderInitialState): Promise<void> {
  if (state.trolley?.status !== 'loaded' || !personalisationAllowed()) return;
  const store = storeWithInitialState(state);
  await loadTrolley(store, config, new AbortController().signal);
  const trolley = store.get(trolleyStateAtom);
  if (trolley.status !== 'loaded' || !trolley.lines) return;
  config.emit(
    'personalisation',
    personalisationPayload(trolley.lines, store.get(slotStateAtom), store.get(authStateAtom)),
  );
}
