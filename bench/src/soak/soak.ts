/**
 * The soak: the running site under mixed traffic for a long while (10 minutes by default),
 * at half the capacity measured just before, each kind of request at its own steady rate. What
 * it reports: each kind's requests, errors, p99 and (for pages) how many came without a complete
 * server header; each process's resident memory every 10 s, to see a leak as a slope; and, when
 * the host runs with `--heapsnapshot-signal` (`heapSnapshotFlags`), a heap snapshot of the host
 * after the warm-up and another at the end, to see what any growth is made of (heap-snapshot.ts).
 */
import { readdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  GetTrolleyResponse,
  GET_TROLLEY_QUERY,
  type GraphOperationName,
  UPDATE_ITEM_QUANTITY_MUTATION,
} from '@grocer/shared-contracts/domain';
import { percentile } from '../report/stats.ts';
import { sessionCookieNames } from '../servers/configuration.ts';
import { hasServerHeader } from '../servers/page-html.ts';
import type { Site } from '../servers/site.ts';
import { growth, type Growth, type HeapSummary, readSnapshot } from './heap-snapshot.ts';
import { cookieHeader } from '../server-render/server-render.ts';
import { createTrolleyShopper, TROLLEY_LINES, trolleyName } from '../server-render/trolley-shopper.ts';

export type SoakKindKey = 'guestPage' | 'shopperPage' | 'headerState' | 'trolleyWrite';

export type SoakKind = {
  readonly key: SoakKindKey;
  readonly name: string;
  /** Requests a second on their own, before the soak (10 connections, `probeSeconds`). */
  readonly capacity: number;
  /** The steady rate during the soak: half the capacity, shared among the kinds. */
  readonly rate: number;
  readonly requests: number;
  /** Connection errors, timeouts and non-2xx answers. */
  readonly errors: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** p99 over the soak's first and last tenth: a process slowing as it fills reads as a rise. */
  readonly p99StartMs?: number;
  readonly p99EndMs?: number;
  /** Pages without a complete server header (the services missed the render's budget), or 0 for non-pages. */
  readonly incomplete: number;
};

export type MemorySample = { readonly atSeconds: number; readonly rssMiB: Readonly<Record<string, number>> };

/** The host's memory at the soak's start (after the warm-up) or end, from its heap snapshot then. */
export type HostHeap = {
  /** The live objects' bytes after the collection the snapshot starts with (its main thread; the render workers are not in it). */
  readonly heapMiB: number;
  readonly objects: number;
  /** The whole process's resident memory, render workers included. */
  readonly rssMiB: number;
  /** Where the snapshot is, from the repository's root (git-ignored). */
  readonly snapshot: string;
};

export type SoakReport = {
  readonly minutes: number;
  readonly kinds: readonly SoakKind[];
  readonly memory: readonly MemorySample[];
  /** Absent when the host ran without the snapshot flags. */
  readonly hostHeap?: {
    readonly start: HostHeap;
    readonly end: HostHeap;
    /** What grew most between the two, by constructor (self sizes). */
    readonly grew: readonly Growth[];
  };
};

/** Node's flags that let the soak ask the host for heap snapshots, written into `dir`. */
export const heapSnapshotFlags = (dir: string): string[] => [
  '--heapsnapshot-signal=SIGUSR2',
  `--diagnostic-dir=${dir}`,
];

type Target = {
  readonly key: SoakKindKey;
  readonly name: string;
  readonly url: string;
  readonly requests: autocannon.Request[];
  /** For pages: whether a body is a complete page (counted as incomplete otherwise). */
  readonly complete?: (body: string) => boolean;
};

/** One autocannon run: at `rate` a second when given, else as fast as `connections` allow. */
function run(target: Target, seconds: number, connections: number, rate?: number) {
  const latencies: number[] = [];
  /** When each answer came, in ms from the run's start, beside its latency. */
  const times: number[] = [];
  const started = performance.now();
  return new Promise<{ result: autocannon.Result; latencies: number[]; times: number[] }>((resolve, reject) => {
    const complete = target.complete;
    const instance = autocannon(
      {
        url: target.url,
        connections,
        duration: seconds,
        requests: target.requests,
        ...(rate === undefined ? {} : { overallRate: Math.max(1, Math.round(rate)) }),
        ...(complete ? { verifyBody: (body) => complete(typeof body === 'string' ? body : String(body)) } : {}),
      },
      (error, result) => (error ? reject(error) : resolve({ result, latencies, times })),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) {
        latencies.push(responseTime);
        times.push(performance.now() - started);
      }
    });
  });
}

/** Resident memory of a process in MiB (Linux's /proc), or NaN once it has gone. */
function rssMiB(pid: number): number {
  try {
    const kib = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kib === undefined ? Number.NaN : Number(kib) / 1024;
  } catch {
    return Number.NaN;
  }
}

/** p99 of the answers that came between `fromMs` and `toMs` into the run. */
function p99Within(latencies: readonly number[], times: readonly number[], fromMs: number, toMs: number) {
  return percentile(
    latencies.filter((_, index) => (times[index] ?? -1) >= fromMs && (times[index] ?? Infinity) < toMs),
    99,
  );
}

/**
 * Asks the host for a heap snapshot (the signal its flags name) and waits for it: the host writes
 * it on its main thread, so once the file is there, an answer to /health means it is complete.
 */
async function snapshotHost(
  site: Site,
  dir: string,
  name: string,
  root: string,
): Promise<{ heap: HostHeap; summary: HeapSummary }> {
  const host = site.processes.find((process) => process.name === 'host');
  if (!host) throw new Error('The site has no host process to snapshot');
  const before = new Set(readdirSync(dir));
  process.kill(host.pid, 'SIGUSR2');
  const deadline = Date.now() + 120_000;
  let written: string | undefined;
  while (written === undefined) {
    if (Date.now() > deadline) throw new Error('The host wrote no heap snapshot within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
    written = readdirSync(dir).find((file) => file.endsWith('.heapsnapshot') && !before.has(file));
  }
  while (
    !(await fetch(`${site.hostOrigin}/health`).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error('The host did not answer after its heap snapshot');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const file = path.join(dir, `host-${name}.heapsnapshot`);
  renameSync(path.join(dir, written), file);
  const summary = readSnapshot(file);
  const heap = {
    heapMiB: Math.round((summary.bytes / 1024 / 1024) * 10) / 10,
    objects: summary.objects,
    rssMiB: Math.round(rssMiB(host.pid)),
    snapshot: path.relative(root, file),
  };
  return { heap, summary };
}

/** A second shopper whose 48 lines the soak's writes set to 1 and 2 in turn (the first shopper's pages stay as they are). */
async function writeRequests(site: Site): Promise<autocannon.Request[]> {
  const setCookies = await createTrolleyShopper(site.servicesUrl);
  const token = /fernleaf_token=([^;]+)/.exec(setCookies.join('\n'))?.[1];
  if (token === undefined) throw new Error('The writing shopper has no token cookie');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const context = (await (await fetch(`${site.servicesUrl}/v1/shopping-context`, { headers })).json()) as {
    customerOrderId: string;
  };
  const trolley = GetTrolleyResponse.parse(
    await (
      await fetch(`${site.servicesUrl}/graph/live?clientType=WEB_APP&tag=get-trolley`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          operationName: 'getTrolley' satisfies GraphOperationName,
          query: GET_TROLLEY_QUERY,
          variables: { trolleyQueryOrderId: context.customerOrderId, orderQueryOrderId: context.customerOrderId },
        }),
      })
    ).json(),
  );
  const lines = trolley.data?.getTrolley?.trolley?.trolleyItems ?? [];
  if (lines.length !== TROLLEY_LINES) throw new Error(`The writing shopper has ${lines.length} lines`);
  return [1, 2].flatMap((amount) =>
    lines.map((line) => ({
      method: 'POST' as const,
      path: '/graph/live?clientType=WEB_APP&tag=update-item-quantity',
      headers,
      body: JSON.stringify({
        operationName: 'updateItemQuantity' satisfies GraphOperationName,
        query: UPDATE_ITEM_QUANTITY_MUTATION,
        variables: {
          customerOrderId: context.customerOrderId,
          trolleyItemId: line.trolleyItemId,
          quantity: { amount, uom: 'C62' },
        },
      }),
    })),
  );
}

export type SoakOptions = {
  readonly minutes: number;
  readonly probeSeconds: number;
  readonly sampleSeconds: number;
  /** Where the host writes its heap snapshots (its flags: `heapSnapshotFlags`), and the root their paths are reported from. */
  readonly heapSnapshots?: { readonly dir: string; readonly root: string };
};

export async function measureSoak(
  site: Site,
  { minutes, probeSeconds, sampleSeconds, heapSnapshots }: SoakOptions,
  log: (line: string) => void,
  page = '/ecom',
): Promise<SoakReport> {
  const shopperCookie = cookieHeader(
    await createTrolleyShopper(site.servicesUrl),
    sessionCookieNames(site.configuration),
  );
  const trolley = trolleyName(TROLLEY_LINES);
  const completePage = (body: string, text: string) =>
    hasServerHeader(body) && body.includes('"complete":true') && body.includes(text);
  const targets: Target[] = [
    {
      key: 'guestPage',
      name: `${page} as a guest`,
      url: `${site.hostOrigin}${page}`,
      requests: [{ method: 'GET', path: page }],
      complete: (body) => completePage(body, ''),
    },
    {
      key: 'shopperPage',
      name: `${page} as a shopper with ${TROLLEY_LINES} lines`,
      url: `${site.hostOrigin}${page}`,
      requests: [{ method: 'GET', path: page, headers: { cookie: shopperCookie } }],
      complete: (body) => completePage(body, trolley),
    },
    {
      key: 'headerState',
      name: 'services GET /v1/header-state',
      url: site.servicesUrl,
      requests: [{ method: 'GET', path: '/v1/header-state', headers: { cookie: shopperCookie } }],
    },
    {
      key: 'trolleyWrite',
      name: 'services trolley writes (updateItemQuantity)',
      url: site.servicesUrl,
      requests: await writeRequests(site),
    },
  ];

  const capacities: number[] = [];
  for (const target of targets) {
    const { result } = await run(target, probeSeconds, 10);
    capacities.push(result.requests.average);
    log(`  ${target.name}: ${Math.round(result.requests.average)} req/s alone`);
  }
  const rates = capacities.map((capacity) => capacity / 2 / targets.length);
  // After the probes, which warmed the host up at full capacity.
  const startHeap = heapSnapshots && (await snapshotHost(site, heapSnapshots.dir, 'start', heapSnapshots.root));
  if (startHeap) log(`  host heap ${startHeap.heap.heapMiB} MiB, resident ${startHeap.heap.rssMiB} MiB`);

  const memory: MemorySample[] = [];
  const started = performance.now();
  const sample = () =>
    memory.push({
      atSeconds: Math.round((performance.now() - started) / 1000),
      rssMiB: Object.fromEntries(site.processes.map(({ name, pid }) => [name, Math.round(rssMiB(pid))])),
    });
  sample();
  const sampler = setInterval(sample, sampleSeconds * 1000);
  log(`  soaking for ${minutes} min at ${rates.map((rate) => Math.round(rate)).join(' / ')} req/s`);
  let runs;
  try {
    runs = await Promise.all(targets.map((target, index) => run(target, minutes * 60, 4, rates[index])));
  } finally {
    clearInterval(sampler);
    sample();
  }
  const endHeap = heapSnapshots && (await snapshotHost(site, heapSnapshots.dir, 'end', heapSnapshots.root));
  if (endHeap)
    log(`  host heap ${endHeap.heap.heapMiB} MiB, resident ${endHeap.heap.rssMiB} MiB (${endHeap.heap.snapshot})`);
  const tenthMs = (minutes * 60_000) / 10;
  return {
    minutes,
    memory,
    ...(startHeap && endHeap
      ? { hostHeap: { start: startHeap.heap, end: endHeap.heap, grew: growth(startHeap.summary, endHeap.summary) } }
      : {}),
    kinds: targets.map((target, index): SoakKind => {
      const { result, latencies, times } = runs[index] ?? { result: undefined, latencies: [], times: [] };
      return {
        key: target.key,
        name: target.name,
        capacity: capacities[index] ?? Number.NaN,
        rate: rates[index] ?? Number.NaN,
        requests: result?.requests.total ?? 0,
        errors: result ? result.errors + result.timeouts + result.non2xx : Number.NaN,
        p50Ms: percentile(latencies, 50) ?? Number.NaN,
        p99Ms: percentile(latencies, 99) ?? Number.NaN,
        p99StartMs: p99Within(latencies, times, 0, tenthMs) ?? Number.NaN,
        p99EndMs: p99Within(latencies, times, minutes * 60_000 - tenthMs, Infinity) ?? Number.NaN,
        incomplete: target.complete ? (result?.mismatches ?? 0) : 0,
      };
    }),
  };
}
