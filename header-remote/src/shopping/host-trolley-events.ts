import type { HostEventName } from '@grocer/shared-contracts';
import { HOST_EVENT_NAMES, HostEventSchemas } from '@grocer/shared-contracts/domain';
import type { HeaderConfig } from '../lib/header-config.tsx';
import type { Store } from './session-client.ts';
import { pageTrolleyUpdateStartedAtom } from './shopping-state.ts';

/** Reloads the trolley; aborted when a newer update arrives or the header stops. */
export type RefreshTrolley = (signal: AbortSignal) => Promise<void>;

/**
 * Listens to the page's trolley events (HOST_EVENT_NAMES on window): a
 * started update marks the trolley as updating, a finished one reloads it
 * through `refreshTrolley`. Without ky: a hydrated header registers it at
 * mount and loads the loading chunk only when a reload is needed. The
 * returned function stops listening and aborts a reload on its way.
 */
export function listenToHostTrolleyEvents(
  store: Store,
  config: HeaderConfig,
  refreshTrolley: RefreshTrolley,
  /** Events that came before this listener, oldest first (kept until a server-rendered header was live): handled first, in order. */
  earlier: readonly Event[] = [],
): () => void {
  let refresh: AbortController | undefined;
  const onHostEvent = (event: Event) => {
    const name = event.type as HostEventName;
    const detail = HostEventSchemas[name].safeParse((event as CustomEvent<unknown>).detail ?? {});
    if (!detail.success) {
      config.logger.warn(`Ignored a malformed ${name} event`, { detail: String((event as CustomEvent).detail) });
      return;
    }
    if (name === 'started_trolley_update') {
      store.set(pageTrolleyUpdateStartedAtom);
      return;
    }
    // A newer update replaces an older refresh still on its way.
    refresh?.abort();
    refresh = new AbortController();
    void refreshTrolley(refresh.signal);
  };
  for (const name of HOST_EVENT_NAMES) window.addEventListener(name, onHostEvent);
  for (const event of earlier) onHostEvent(event);

  return () => {
    refresh?.abort();
    for (const name of HOST_EVENT_NAMES) window.removeEventListener(name, onHostEvent);
  };
}
