import type { Page, Request } from '@playwright/test';

/**
 * Counts the round trips a page makes to one origin, by what waited for what rather than by the
 * clock: a request is one trip after the latest of that origin's answers that had arrived before it
 * was sent. A loaded machine only delays when requests go out; it never makes a request wait for
 * an answer it did not wait for, so the count holds however slow the run.
 */
export function watchRoundTrips(page: Page, origin: string) {
  const sent = new Map<Request, { readonly trip: number; finished: boolean }>();
  const answered = () => [...sent.values()].filter((r) => r.finished);
  /** The most round trips any answered request needed: a request sent now is one more. */
  const trips = () => Math.max(0, ...answered().map((r) => r.trip));
  page.on('request', (request) => {
    if (new URL(request.url()).origin === origin) sent.set(request, { trip: trips() + 1, finished: false });
  });
  const finish = (request: Request) => {
    const record = sent.get(request);
    if (record) record.finished = true;
  };
  page.on('requestfinished', finish);
  page.on('requestfailed', finish);
  return {
    /** How many answers from the origin have arrived so far. */
    answered: () => answered().length,
    /** The most round trips any answered request so far needed. */
    trips,
    /** Each request so far, with its trip and whether it is answered: for a failure's message. */
    describe: () =>
      [...sent]
        .map(([request, r]) => `${r.trip} ${r.finished ? 'answered' : 'waiting'} ${new URL(request.url()).pathname}`)
        .join('\n'),
  };
}
