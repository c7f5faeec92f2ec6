import { useEffect, useState } from 'react';
import { atom, useAtomValue } from 'jotai';

const MINUTE_MS = 60_000;

/** When the server rendered the header (HeaderInitialState.renderedAt), or null in a header rendered in the browser alone. */
export const serverRenderedAtAtom = atom<string | null>(null);

/**
 * The current time, refreshed every minute while mounted: the amend message
 * says "today" or a date, and disappears once its cut-off passes. A header
 * the server rendered starts from the server's time, so the hydrating render
 * equals the server's, then moves to the page's own clock at once.
 */
export function useNow(): Date {
  const renderedAt = useAtomValue(serverRenderedAtAtom);
  const [now, setNow] = useState(() => (renderedAt === null ? new Date() : new Date(renderedAt)));
  useEffect(() => {
    if (renderedAt !== null) setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => clearInterval(timer);
  }, [renderedAt]);
  return now;
}
