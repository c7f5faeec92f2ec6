/**
 * The Event Timing API's view of a press (what INP is made of): the page's
 * PerformanceObserver of type 'event' (durationThreshold 16, the lowest the API
 * allows) records each event's entry; an interaction's duration is the longest
 * of its entries (pointerdown, pointerup and click share an interactionId; so
 * do keydown and keyup), from the input to the next frame painted after its
 * handlers. A press whose entries all stay under the threshold reports none.
 */

/** The lowest durationThreshold the API allows: shorter events report no entry. */
export const EVENT_DURATION_THRESHOLD_MS = 16;

/** The fields the bench keeps of a PerformanceEventTiming entry. */
export type EventEntry = {
  readonly name: string;
  /** The event's timeStamp: the same clock as the input the bench records. */
  readonly startTime: number;
  /** Input to the next paint after its handlers, rounded by the browser to 8 ms. */
  readonly duration: number;
  /** 0 for events that are no interaction of their own (pointerover, mousemove…). */
  readonly interactionId: number;
};

/**
 * The longest duration of the interactions that began within [from, to] (the
 * press, and for search the three keys after it): INP's figure for them. Undefined
 * when none reached the threshold (the interaction took under 16 ms to its next paint).
 * `from` is the input's timeStamp, which is the entry's startTime; a millisecond
 * either side allows for the rounding of the two clocks.
 */
export function longestInteraction(entries: readonly EventEntry[], from: number, to: number): number | undefined {
  const durations = entries
    .filter((entry) => entry.interactionId > 0 && entry.startTime >= from - 1 && entry.startTime <= to + 1)
    .map((entry) => entry.duration);
  return durations.length === 0 ? undefined : Math.max(...durations);
}

/** A run's figure for the median: a press that reported no entry counts as 0 (under the threshold). */
export const inpFigure = (duration: number | undefined) => duration ?? 0;
