/**
 * Server rendering of the header through federation (decision 016).
 * The remote publishes a Node build of the same source at
 * `<remote origin>/server/remoteEntry.js`; this host's server loads it at
 * runtime with the federation runtime, giving it the host's own React, and
 * never bundles it; only a release signed with one of the host's keys, each
 * file with the hash it signed (decision 034). A new release of the remote is
 * picked up without a restart: the release manifest is checked at most every
 * `checkEveryMs`, and a changed one is loaded into a worker thread of its own
 * beside the current one, which keeps serving until the new one is ready and
 * is then freed (isolated-build.ts, decision 054: a render that burns the CPU
 * holds no page past its deadline, nor the pages after it). Releases only move
 * forward (decision 049): one signed no later than the release serving is refused, and a new release is loaded at most
 * once every `CHECKS_PER_LOAD` checks, whatever the remote serves. A release serves only once it has
 * rendered a guest's and a shopper's header (release-proof.ts), and one whose renders then keep
 * failing gives way to the release before it; either is refused as `proof`, and not loaded again.
 * Pages get no header from the release while the remote does not answer its check: the browser
 * loads the header's files from the remote, and could not bring that header to life.
 */
import type { KeyObject } from 'node:crypto';
import * as z from '@grocer/shared-contracts/zod';
import { CONTRACT_VERSION, compareContractVersions } from '@grocer/shared-contracts';
import { hydrationFiles, type HydrationPreload } from '@grocer/shared-contracts/hydration-files';
import {
  MAX_RELEASE_MANIFEST_BYTES,
  RELEASE_MANIFEST_FILE,
  sha256,
  UnverifiedRelease,
  verifyRelease,
  type VerifiedRelease,
} from '@grocer/shared-contracts/release-manifest';
import { fetchText, JSON_TYPES } from './bounded-fetch.ts';
import type { FallbackReason, HeaderMetrics } from './header-metrics.ts';
import { fetchRemoteManifest } from './header-manifest.ts';
import type { RenderedState, RenderHeaderRequest } from './header-render.ts';
import { headerStylesheets, type HeaderStylesheet } from './header-stylesheets.ts';
import { type Exposed, type IsolatedBuild, startIsolatedBuild } from './isolated-build.ts';
import { RefusedRelease, type RefusalReason } from './refused-release.ts';
import { asFetch, releaseFiles } from './release-files.ts';
import { PROOF_DEADLINE_MS, proveRelease, SESSION_INDICATOR_COOKIE } from './release-proof.ts';

export { RenderedHeader, type RenderHeaderRequest } from './header-render.ts';

/** What the remote's `header/server` module names besides its render, which a host reads once per release. */
type ChunkLists = {
  /** The chunks hydration always loads besides the `mount` expose's (chunk names); none from an older release. */
  readonly hydrationChunks: readonly string[];
  /** The chunks whose stylesheets the server's HTML needs besides the expose's (chunk names); none from an older release. */
  readonly stylesheetChunks: readonly string[];
  /** The shared modules hydration loads with the page (share names); undefined from a release before 1.7.0: every one. */
  readonly hydrationShares: readonly string[] | undefined;
};

/** At most a few short names: anything else is not a list of chunk names, and is not used. */
const ChunkNames = z.array(z.string().check(z.maxLength(64))).check(z.maxLength(16));
/** The same for share names, which are package names and paths: a little longer. */
const ShareNames = z.array(z.string().check(z.maxLength(128))).check(z.maxLength(16));

function parseExposed(module: Exposed, log: (message: string, details?: Record<string, unknown>) => void): ChunkLists {
  if (!module.renders) throw new Error('header/server does not export renderHeader and headerFragment');
  // A server build on another major contract is not rendered: the page gets the browser's header,
  // which refuses it the same way and keeps the host's fallback (`SiteHeader` in src/bootstrap.tsx).
  if (typeof module.contractVersion === 'string') {
    const agreement = compareContractVersions(CONTRACT_VERSION, module.contractVersion);
    if (agreement.status === 'incompatible') throw new RefusedRelease('contract', agreement.message);
  }
  const chunkList = (list: keyof ChunkLists, what: string): readonly string[] => {
    const chunks = ChunkNames.safeParse(module[list] ?? []);
    if (chunks.success) return chunks.data;
    log(
      `header/server names its ${what} wrongly; ${list === 'hydrationChunks' ? 'none is preloaded' : 'none is linked'}`,
      {
        problem: z.prettifyError(chunks.error),
      },
    );
    return [];
  };
  const shareList = (): readonly string[] | undefined => {
    if (module.hydrationShares === undefined) return undefined;
    const shares = ShareNames.safeParse(module.hydrationShares);
    if (shares.success) return shares.data;
    log("header/server names its hydration's shared modules wrongly; every one is preloaded", {
      problem: z.prettifyError(shares.error),
    });
    return undefined;
  };
  return {
    hydrationChunks: chunkList('hydrationChunks', 'hydration chunks'),
    stylesheetChunks: chunkList('stylesheetChunks', 'stylesheet chunks'),
    hydrationShares: shareList(),
  };
}

/** What is logged of a render that failed, by how. */
const FAILURES = {
  failed: 'The header server build failed to render',
  unexpected: 'The header server build answered something unexpected',
  held: "The header server render held its worker's thread past its deadline: the worker was stopped and replaced",
} as const;

/**
 * A guest's header, the same for every guest on a page, is reused for this long: its render in the
 * worker (the hop there and back, the props parsed, the state looked up, 40 KB of strings copied
 * back) was some 40% of a guest page's CPU on the page server under load, to answer what it
 * answered a moment before. A new release or a new season shows at most this much later.
 */
export const GUEST_REUSE_MS = 1000;
/** Guest headers kept per release, by page: the busiest pages. */
const GUEST_REUSE_MAX_PAGES = 64;

/** A render the release says is a guest's, whole: signed out with no token session, and every answer in. */
const GuestState = z.looseObject({
  auth: z.looseObject({ status: z.literal('signed-out'), hasTokenSession: z.literal(false) }),
  complete: z.literal(true),
});

/**
 * A page without the token-session indicator is a guest's (spec section 4): nothing is asked about
 * the shopper. One with the cookie at all, whatever its value, is never given a guest's header.
 */
const isGuest = (cookie: string | undefined) =>
  cookie === undefined || !cookie.split(';').some((pair) => pair.split('=', 1)[0]?.trim() === SESSION_INDICATOR_COOKIE);

function isGuestRender({ stateJson, budgetMissed }: RenderedState): boolean {
  if (budgetMissed) return false;
  try {
    return GuestState.safeParse(JSON.parse(stateJson)).success;
  } catch {
    return false;
  }
}

/** A guest's render kept: its fragment split at the nonce it was rendered with, for each page's own. */
type GuestRender = {
  readonly at: number;
  readonly rendered: RenderedState;
  readonly fragmentParts: readonly string[];
};

/** A new release is loaded at most once in this many checks (30 s at the default 2 s). */
const CHECKS_PER_LOAD = 15;
/** The serving release's renders failing this many times in a row, with the release before it kept, gives way to that one. */
const FAILURES_TO_STEP_BACK = 5;

export type RemoteHeaderRendererOptions = {
  /** The remote's browser manifest, e.g. http://localhost:3001/mf-manifest.json; its release manifest is release.json beside it. */
  readonly manifestUrl: string;
  /** The keys a release must be signed with (release-trust.ts). */
  readonly releaseKeys: readonly KeyObject[];
  /**
   * HEADER_SERVER_BUILD_TOKEN (server-build-token.ts): sent as a bearer token with every read of the
   * release's files, all from the remote's origin, which serves its server build only with it (decision 045).
   */
  readonly serverBuildToken?: string;
  /** The shared modules the page's own build provides (its manifest's `shared` names): the remote's copies are not preloaded. */
  readonly pageShares?: readonly string[];
  /**
   * What brings the header to life in the browser, which its preloads' CORS modes follow: the page's
   * federation runtime (the default), or the remote's standalone.js (a page with none).
   */
  readonly loader?: 'federation-runtime' | 'standalone';
  /** The header's props as this host's pages render it: a new release must render with them before it serves. */
  readonly proofProps: Record<string, unknown>;
  /** How often, at most, to ask whether the remote has a new release. */
  readonly checkEveryMs?: number;
  readonly fetch?: typeof fetch;
  readonly log?: (message: string, details?: Record<string, unknown>) => void;
  /** What the page server counts and traces (header-metrics.ts). */
  readonly metrics?: HeaderMetrics;
  readonly now?: () => number;
};

type Release = {
  /** The hash of the signed release manifest: the same content is the same release, whatever its ETag. */
  readonly id: string;
  /** The hash of its release.json as served, the form in which a refused release is remembered. */
  readonly manifestHash: string;
  /** When it was signed (ms): a release replaces it only when signed later. */
  readonly signedAt: number;
  readonly stylesheets: readonly HeaderStylesheet[];
  readonly preloads: readonly HydrationPreload[];
  /** Its server build, running in a worker of its own. */
  readonly build: IsolatedBuild;
  /** Guests' headers it rendered, by props and page (GUEST_REUSE_MS). */
  readonly guests: Map<string, GuestRender>;
};

export function remoteHeaderRenderer(options: RemoteHeaderRendererOptions) {
  const releaseManifestUrl = new URL(RELEASE_MANIFEST_FILE, options.manifestUrl).href;
  const entryUrl = new URL('server/remoteEntry.js', options.manifestUrl).href;
  const { checkEveryMs = 2000, fetch: fetchFn = fetch, log = () => {}, metrics = {}, now = Date.now } = options;
  const pageShares = new Set(options.pageShares);
  const headers: Record<string, string> = options.serverBuildToken
    ? { authorization: `Bearer ${options.serverBuildToken}` }
    : {};
  let current: Release | undefined;
  /** The release `current` replaced, kept to step back to should `current` keep failing in service. */
  let previous: Release | undefined;
  /** The serving release's failed renders since its last good one. */
  let failuresInARow = 0;
  let loading: Promise<Release | undefined> | undefined;
  let checkedAt = -Infinity;
  /**
   * Whether the remote answered the latest check (its release manifest read). The header's files are
   * the remote's: while it does not answer, a page given the loaded release's header would keep one
   * whose script never starts, so pages get the host's own header instead.
   */
  let answered: Promise<boolean> = Promise.resolve(false);
  /** The check that last loaded a release (each load runs 1.4 MB of code in a new instance), by its start. */
  let loadedAt = -Infinity;
  /** The last release manifest refused, so it is not fetched, logged and counted again for every page. */
  let refusedManifest: string | undefined;
  const refusals: Record<RefusalReason, number> = {
    signature: 0,
    hash: 0,
    origin: 0,
    contract: 0,
    older: 0,
    proof: 0,
  };

  function refuse(refusal: RefusedRelease, manifest: string) {
    // A file whose hash differs may be a deploy caught halfway (the manifest before its files): tried again at
    // the next check. Anything else is in the signed content itself, so that manifest is not tried again.
    if (refusal.reason !== 'hash') refusedManifest = manifest;
    refusals[refusal.reason] += 1;
    metrics.releaseRefused?.(refusal.reason);
    log('Refused a release of the header server build', {
      reason: refusal.reason,
      why: refusal.message,
      refused: refusals,
      keeps: current?.id ?? 'the browser-rendered header',
    });
  }

  async function load(verified: VerifiedRelease, manifestHash: string): Promise<Release> {
    const read = releaseFiles(options.manifestUrl, verified, fetchFn, headers);
    // Checked before it runs: the runtime is handed these bytes, never the URL to fetch again.
    const entry = await read(entryUrl);
    // Bytes the release signed that do not run will not run at the next check either.
    const build = await startIsolatedBuild(entryUrl, entry, metrics.renderHeld).catch((error: unknown) => {
      throw new RefusedRelease('proof', `its server build does not run: ${String(error)}`);
    });
    try {
      const module = parseExposed(build.exposed, log);
      await proveRelease(async (request) => {
        const outcome = await build.render(request, Date.now() + PROOF_DEADLINE_MS);
        return 'failure' in outcome ? `${outcome.failure}: ${outcome.problem}` : undefined;
      }, options.proofProps);
      const manifest = await fetchRemoteManifest(options.manifestUrl, asFetch(read));
      const files = hydrationFiles(manifest, options.manifestUrl, {
        loader: options.loader ?? 'federation-runtime',
        pageShares,
        hydrationChunks: module.hydrationChunks,
        stylesheetChunks: module.stylesheetChunks,
        hydrationShares: module.hydrationShares,
      });
      const elsewhere = files.preloads.find(({ href }) => new URL(href).origin !== new URL(entryUrl).origin);
      if (elsewhere) throw new RefusedRelease('origin', `${elsewhere.href} is not on the remote's origin`);
      const stylesheets = await headerStylesheets(files.stylesheets, asFetch(read));
      const signedAt = Date.parse(verified.builtAt);
      return {
        id: verified.id,
        manifestHash,
        signedAt,
        stylesheets,
        preloads: files.preloads,
        build,
        guests: new Map(),
      };
    } catch (error) {
      build.release();
      throw error;
    }
  }

  async function check(reached: () => void): Promise<Release | undefined> {
    const text = await fetchText(releaseManifestUrl, fetchFn, {
      maxBytes: MAX_RELEASE_MANIFEST_BYTES,
      types: JSON_TYPES,
      headers,
    });
    reached();
    const seen = sha256(text);
    if (seen === refusedManifest) return current;
    try {
      const verified = verifyRelease(text, options.releaseKeys);
      if (verified.id === current?.id) return current;
      if (current && Date.parse(verified.builtAt) <= current.signedAt) {
        throw new RefusedRelease('older', `signed ${verified.builtAt}, no later than the release serving`);
      }
      // Not yet, not refused: the newest release served then is loaded at a later check.
      if (checkedAt - loadedAt < CHECKS_PER_LOAD * checkEveryMs) return current;
      loadedAt = checkedAt;
      const next = await load(verified, seen);
      if (current) log('Loaded a new release of the header server build', { from: current.id, to: next.id });
      // The release replaced is kept to step back to, and the one before it freed: at most two workers
      // (a page rendering with one freed keeps its worker until done).
      previous?.build.release();
      previous = current;
      current = next;
      failuresInARow = 0;
      metrics.releaseLoaded?.();
      metrics.releaseServing?.(next.id);
      return current;
    } catch (error) {
      const refusal = error instanceof UnverifiedRelease ? new RefusedRelease('signature', error.message) : error;
      if (!(refusal instanceof RefusedRelease)) throw error;
      refuse(refusal, seen);
      return current;
    }
  }

  /** A render of `loaded` failed: after enough in a row, the release before it serves again and `loaded` is refused. */
  function failedWith(loaded: Release, problem: string) {
    if (loaded !== current) return;
    failuresInARow += 1;
    if (failuresInARow < FAILURES_TO_STEP_BACK || !previous) return;
    current = previous;
    previous = undefined;
    failuresInARow = 0;
    loaded.build.release();
    metrics.releaseServing?.(current.id);
    refuse(
      new RefusedRelease('proof', `${FAILURES_TO_STEP_BACK} renders in a row failed, the last: ${problem}`),
      loaded.manifestHash,
    );
  }

  /** The current release, loading or replacing it when due; undefined while none could be loaded. */
  function release(): Promise<Release | undefined> {
    if (loading) return current ? Promise.resolve(current) : loading;
    if (current && now() - checkedAt < checkEveryMs) return Promise.resolve(current);
    checkedAt = now();
    let reached: (answer: boolean) => void = () => {};
    answered = new Promise((resolve) => (reached = resolve));
    loading = check(() => reached(true))
      .catch((error: unknown) => {
        log('Could not load the header server build', { error: String(error) });
        metrics.releaseLoadFailed?.();
        return current;
      })
      .finally(() => {
        reached(false);
        loading = undefined;
      });
    return current ? Promise.resolve(current) : loading;
  }

  return {
    /**
     * Loads the remote ahead of the first page, so it does not wait for it. Until a release serves
     * (the remote not up yet when the host starts, or the release it has refused) it asks again every
     * check: a host no page has reached yet still finds its release, and /health says so.
     */
    async warm(): Promise<void> {
      while (!(await release())) {
        await new Promise((resolve) => setTimeout(resolve, Math.max(checkEveryMs, 100)).unref());
      }
    },
    /** The release serving (its manifest's hash) and the releases refused, by reason, since the host started. */
    status: () => ({ release: current?.id ?? null, refused: { ...refusals } }),
    /** The rendered header and its fragment, or undefined (no remote, error or past `deadlineMs`): the page then gets the client-side header. */
    async render(
      request: RenderHeaderRequest,
      deadlineMs: number,
    ): Promise<
      | {
          rendered: RenderedState;
          fragment: string;
          /** `fragment` split at the page's nonce: the same array for every guest while their header is reused. */
          fragmentParts: readonly string[];
          stylesheets: readonly HeaderStylesheet[];
          preloads: readonly HydrationPreload[];
        }
      | undefined
    > {
      const deadlineAt = Date.now() + deadlineMs;
      let pass: (value: undefined) => void = () => {};
      const deadline = new Promise<undefined>((resolve) => (pass = resolve));
      const timer = setTimeout(() => pass(undefined), deadlineMs);
      // Timed and counted once, by whichever comes first: the render or the deadline.
      const timing = metrics.timeRender?.();
      let counted = false;
      const done = (fallbackReason?: FallbackReason) => {
        if (counted) return;
        counted = true;
        timing?.(fallbackReason);
      };
      try {
        const late = deadline.then(() => {
          log('Header server render passed its deadline', { deadlineMs });
          done('deadline');
          return undefined;
        });
        const traced = metrics.inSpan ? metrics.inSpan('header server render', attempt) : attempt();
        return await Promise.race([late, traced]);
      } finally {
        clearTimeout(timer);
      }

      async function attempt() {
        const loaded = await release();
        if (!loaded) return void done('no_release');
        // A check due now is waited for (within the page's deadline): its answer says whether the remote is there.
        if (!(await answered)) return void done('remote_unreachable');
        const guestKey = isGuest(request.cookie) ? JSON.stringify([request.props, request.pageUrl ?? null]) : undefined;
        const kept = guestKey === undefined ? undefined : loaded.guests.get(guestKey);
        if (kept && now() - kept.at < GUEST_REUSE_MS) {
          done();
          const { nonce = '' } = request;
          return {
            rendered: kept.rendered,
            get fragment() {
              return kept.fragmentParts.join(nonce);
            },
            fragmentParts: kept.fragmentParts,
            stylesheets: loaded.stylesheets,
            preloads: loaded.preloads,
          };
        }
        const outcome = await loaded.build.render(request, deadlineAt);
        if ('failure' in outcome) {
          // Past the deadline, the page has had its own header (counted then); a render held there is a failure.
          if (outcome.failure === 'late') return void done('deadline');
          log(FAILURES[outcome.failure], { problem: outcome.problem });
          failedWith(loaded, outcome.problem);
          return void done(outcome.failure === 'held' ? 'deadline' : outcome.failure);
        }
        if (loaded === current) failuresInARow = 0;
        const { rendered, fragment } = outcome;
        if (rendered.budgetMissed) metrics.budgetMissed?.();
        done();
        // The nonce is fresh random for each page, so nothing else in the fragment says it.
        const fragmentParts = request.nonce ? fragment.split(request.nonce) : [fragment];
        if (guestKey !== undefined && isGuestRender(rendered)) {
          if (loaded.guests.size >= GUEST_REUSE_MAX_PAGES)
            loaded.guests.delete(loaded.guests.keys().next().value ?? '');
          loaded.guests.set(guestKey, { at: now(), rendered, fragmentParts });
        }
        return { rendered, fragment, fragmentParts, stylesheets: loaded.stylesheets, preloads: loaded.preloads };
      }
    },
  };
}

export type RemoteHeaderRenderer = ReturnType<typeof remoteHeaderRenderer>;
