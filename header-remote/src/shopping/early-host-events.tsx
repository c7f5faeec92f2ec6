import { createContext, use } from 'react';
import { HOST_EVENT_NAMES } from '@grocer/shared-contracts/domain';

/** The page's trolley events that came before the header was live, oldest first; the keeper stops when they are taken. */
export type TakeEarlyHostEvents = () => readonly Event[];

/**
 * Keeps the page's trolley events (HOST_EVENT_NAMES on window) until the header is live, and calls
 * `arrived` for each (it wakes the header: the trolley must show the change). The live header takes
 * them once its own listener is registered, so no event falls between (start-shopping.ts).
 */
export function keepEarlyHostEvents(arrived: () => void): {
  readonly take: TakeEarlyHostEvents;
  readonly stop: () => void;
} {
  const kept: Event[] = [];
  const keep = (event: Event) => {
    kept.push(event);
    arrived();
  };
  for (const name of HOST_EVENT_NAMES) window.addEventListener(name, keep);
  const stop = () => {
    for (const name of HOST_EVENT_NAMES) window.removeEventListener(name, keep);
  };
  return {
    take: () => {
      stop();
      return kept.splice(0);
    },
    stop,
  };
}

const EarlyHostEventsContext = createContext<TakeEarlyHostEvents | null>(null);
export const EarlyHostEventsProvider = EarlyHostEventsContext.Provider;

/** The early events' taker, in a header that a page's server rendered; null in one rendered in the browser. */
export function useEarlyHostEvents(): TakeEarlyHostEvents | null {
  return use(EarlyHostEventsContext);
}
