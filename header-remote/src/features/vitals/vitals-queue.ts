import type { VitalsBatch } from '@grocer/shared-contracts';
import { batchesOf, type Vital, type VitalEvent, type VitalsContext } from './vitals-rules.ts';

/** The most failures one page keeps for its next batch: a piece failing at every intent is counted, not a flood. */
export const MAX_EVENTS_PER_PAGE = 50;

export type VitalsOutlet = {
  /** Whether anything may leave now (the shopper's analytics consent, read at each send). */
  readonly allowed: () => boolean;
  /** `navigator.sendBeacon` with the batch as text: no preflight, and it outlives the page. */
  readonly send: (body: string) => void;
  /** The same batch to the page's `onEvent`. */
  readonly give: (batch: VitalsBatch) => void;
};

export type VitalsQueue = {
  /** A measurement, by the web-vitals library's id for it: a later value replaces one not yet sent. */
  readonly measure: (id: string, vital: Vital) => void;
  readonly count: (event: VitalEvent) => void;
  /** Sends what is pending, in batches, if allowed; otherwise drops it. Called as the page is hidden. */
  readonly flush: () => void;
};

/**
 * What the header has measured and counted since its last batch. Each measurement leaves at most
 * once (the value that stood when the page was first hidden after it), so a page that is hidden
 * and shown again does not count its LCP twice; failures leave once each.
 */
export function createVitalsQueue(context: () => VitalsContext, outlet: VitalsOutlet): VitalsQueue {
  const sent = new Set<string>();
  let vitals = new Map<string, Vital>();
  let events: VitalEvent[] = [];
  return {
    measure(id, vital) {
      if (!sent.has(id)) vitals.set(id, vital);
    },
    count(event) {
      if (events.length < MAX_EVENTS_PER_PAGE) events.push(event);
    },
    flush() {
      const pending = vitals;
      const failures = events;
      vitals = new Map();
      events = [];
      if (pending.size + failures.length === 0 || !outlet.allowed()) return;
      for (const id of pending.keys()) sent.add(id);
      for (const batch of batchesOf(context(), [...pending.values()], failures)) {
        outlet.send(JSON.stringify(batch));
        outlet.give(batch);
      }
    },
  };
}
