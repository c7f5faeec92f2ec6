/**
 * One bounded load test with autocannon against 127.0.0.1: fixed
 * concurrency, fixed duration, after a short warm-up on the same route.
 */
import autocannon from 'autocannon';
import { percentile } from '../report/stats.ts';

export type Endpoint = {
  readonly name: string;
  readonly method?: 'GET' | 'POST';
  /** Paths tried in turn (one per request), so answers are not all the same. */
  readonly paths: readonly string[];
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
  /** When given, each answer's body is checked; those it refuses are counted in `mismatches`. */
  readonly verifyBody?: (body: string) => boolean;
  /** Only one answer in this many is checked (default every one): the check's own cost is the load generator's. */
  readonly checkOneIn?: number;
};

export type LoadResult = {
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** Connection errors, timeouts and non-2xx answers. */
  readonly errors: number;
  readonly requests: number;
  /** Answers whose body the endpoint's `verifyBody` refused (absent when it has none). */
  readonly mismatches?: number;
};

export type LoadOptions = {
  readonly connections: number;
  readonly durationSeconds: number;
  readonly warmupSeconds: number;
};

/**
 * autocannon's own percentiles are whole milliseconds, too coarse for routes
 * answering in a fraction of one; each 2xx answer's time is kept instead.
 */
function run(
  baseUrl: string,
  endpoint: Endpoint,
  connections: number,
  seconds: number,
): Promise<{ result: autocannon.Result; latencies: number[] }> {
  const latencies: number[] = [];
  const verify = endpoint.verifyBody;
  const checkOneIn = endpoint.checkOneIn ?? 1;
  let answers = 0;
  return new Promise((resolve, reject) => {
    const options: autocannon.Options = {
      url: baseUrl,
      connections,
      duration: seconds,
      requests: endpoint.paths.map((path) => ({
        method: endpoint.method ?? 'GET',
        path,
        headers: { ...endpoint.headers },
        ...(endpoint.body === undefined ? {} : { body: endpoint.body }),
      })),
      ...(verify
        ? {
            verifyBody: (body) =>
              (answers += 1) % checkOneIn !== 0 || verify(typeof body === 'string' ? body : (body?.toString() ?? '')),
          }
        : {}),
    };
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve({ result, latencies })));
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
}

export async function loadTest(baseUrl: string, endpoint: Endpoint, options: LoadOptions): Promise<LoadResult> {
  if (options.warmupSeconds > 0) await run(baseUrl, endpoint, options.connections, options.warmupSeconds);
  const { result, latencies } = await run(baseUrl, endpoint, options.connections, options.durationSeconds);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: percentile(latencies, 50) ?? NaN,
    p99Ms: percentile(latencies, 99) ?? NaN,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
    ...(endpoint.verifyBody ? { mismatches: result.mismatches } : {}),
  };
}
