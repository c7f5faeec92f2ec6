import type { HeaderEventMap, HeaderEventName, HostEventMap, HostEventName, OnHeaderEvent } from './events.ts';

/**
 * The events a page sends to the header (HostEventSchemas' names), schema-free: the closed
 * header listens for them before it is live, with no zod on its critical path.
 */
export const HOST_EVENT_NAMES = [
  'started_trolley_update',
  'finished_trolley_update',
] as const satisfies readonly HostEventName[];

/**
 * Sends a typed event to every header mounted on the page. Schema-free (the
 * types only come from events.ts), so a page that sends events bundles no zod.
 */
export function dispatchHostEvent<K extends HostEventName>(
  name: K,
  detail: HostEventMap[K],
  target: EventTarget = window,
): void {
  target.dispatchEvent(new CustomEvent(name, { detail }));
}

/** One function per header event a host handles, each given that event's payload. */
export type HeaderEventHandlers = { readonly [K in HeaderEventName]?: (payload: HeaderEventMap[K]) => void };

/**
 * An `onEvent` prop from one handler per event, so each handler reads its own payload's fields
 * with their types (`(name, payload) => …` cannot narrow the payload by the name). Events with
 * no handler are ignored.
 */
export function headerEventHandler(handlers: HeaderEventHandlers): OnHeaderEvent {
  return (name, payload) => handlers[name]?.(payload);
}
