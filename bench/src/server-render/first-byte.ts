/**
 * How long one shopper waits for the first byte of the page's body, without load. A
 * guest's page and the signed-in shopper's are asked for one at a time, alternately (each first
 * every other time), so a busy moment of the machine falls on both alike. After a warm-up: a
 * server that has just started runs the signed-in path (the header's render, the services call)
 * a few times only, before V8 has optimised it, while a guest's kept header warms at once; the
 * figure is a running server's, as shoppers meet it.
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { repeated, type Repeated } from '../report/stats.ts';

/** The goal: the signed-in shopper's first byte at most this much after a guest's (medians). */
export const FIRST_BYTE_GOAL_MS = 5;
/** Pages of each asked for, one at a time, before the measured ones (about 3 s in all). */
export const WARM_UP_RUNS = 200;

export type FirstBytePage = {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  /** Whether a whole page is the one meant (a signed-in page that came without the shopper's trolley is not). */
  readonly expect: (body: string) => boolean;
};

export type FirstByteReport = {
  readonly guestMs: Repeated;
  readonly signedInMs: Repeated;
  /** Pages, of either, that were not as expected. */
  readonly unexpected: number;
  readonly goalMs: number;
};

/** One GET (no compression asked, as the load tests): ms from sending it to the body's first byte, and the body. */
function fetchPage({ url, headers }: FirstBytePage): Promise<{ ms: number; body: string }> {
  return new Promise((resolve, reject) => {
    // Over https (production) the certificate is trusted as every other request of the bench trusts it.
    const request = url.startsWith('https:') ? httpsRequest : httpRequest;
    const started = performance.now();
    const sent = request(url, { headers: { ...headers } }, (response) => {
      let firstByteMs: number | undefined;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => {
        firstByteMs ??= performance.now() - started;
        chunks.push(chunk);
      });
      response.on('error', reject);
      response.on('end', () => {
        const body = Buffer.concat(chunks).toString();
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
        else resolve({ ms: firstByteMs ?? Number.NaN, body });
      });
    });
    sent.on('error', reject);
    sent.end();
  });
}

export async function measureFirstByte(
  guest: FirstBytePage,
  signedIn: FirstBytePage,
  runs = 20,
  warmUpRuns = WARM_UP_RUNS,
): Promise<FirstByteReport> {
  for (let run = 0; run < warmUpRuns; run += 1) {
    await fetchPage(guest);
    await fetchPage(signedIn);
  }
  const times = { guest: [] as number[], signedIn: [] as number[] };
  let unexpected = 0;
  const pages = [
    ['guest', guest],
    ['signedIn', signedIn],
  ] as const;
  for (let run = 0; run < runs; run += 1) {
    for (const [key, page] of run % 2 === 0 ? pages : [...pages].reverse()) {
      const { ms, body } = await fetchPage(page);
      times[key].push(ms);
      if (!page.expect(body)) unexpected += 1;
    }
  }
  return {
    guestMs: repeated(times.guest),
    signedInMs: repeated(times.signedIn),
    unexpected,
    goalMs: FIRST_BYTE_GOAL_MS,
  };
}
