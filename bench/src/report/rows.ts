/**
 * The one table the bench prints: a row per figure, saying whether it is a
 * budget (exact bytes, enforced by the test command) or an observation (a
 * timing, reported as a median and as a ratio to a baseline in the same run).
 */
import type { Goal } from './goal.ts';
import {
  type PageLoadGoals,
  type PageLoadMeasure,
  THROTTLING,
  type Throttling,
  VARIANT_LABELS,
} from '../page-load/page-load.ts';
import type { LongFramesReport } from '../page-load/long-frames.ts';
import type { Milestone, RemoteTransfer } from '../page-load/remote-transfer.ts';
import { type FirstByteReport, WARM_UP_RUNS } from '../server-render/first-byte.ts';
import type { ServerRenderReport, ServerRenderResults } from '../server-render/server-render.ts';
import { TROLLEY_LINES } from '../server-render/trolley-shopper.ts';
import { EVENT_DURATION_THRESHOLD_MS } from '../interaction/event-timing.ts';
import type { HeaderAtPress, Shopper } from '../interaction/first-touch.ts';
import type { FirstTouchTiming, Timing } from '../interaction/interaction.ts';
import type { RouteResult } from '../services/services-bench.ts';
import type { SoakReport } from '../soak/soak.ts';
import { type Configuration, CONFIGURATION_LABELS } from '../servers/configuration.ts';
import type { Sizes } from '../weight/compressed.ts';
import type { BenchResults, WeightResults, WeightSet } from './results.ts';
import { ratio, type Repeated } from './stats.ts';

export type Row = {
  readonly part: string;
  readonly measure: string;
  readonly value: string;
  readonly comparedWith: string;
  readonly ratio: string;
  readonly kind: 'budget' | 'observation' | 'baseline';
};

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
export const ms = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? '—' : value < 10 ? `${value.toFixed(2)} ms` : `${Math.round(value)} ms`;
/** A ratio; small ones keep two significant digits, so a route at 0.4% of the ceiling does not read 0.00×. */
export const times = (value: number | undefined) =>
  value === undefined ? '—' : `${value < 0.1 ? value.toPrecision(2) : value.toFixed(2)}×`;
export const percent = (value: number | undefined) => (value === undefined ? '—' : `${Math.round(value * 100)}%`);
/** A difference in milliseconds with its sign: "+1.20 ms", "−0.40 ms". */
export const signedMs = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? '—' : `${value >= 0 ? '+' : '−'}${ms(Math.abs(value))}`;

const sizes = (value: Sizes) => `${kb(value.gzip)} gz · ${kb(value.brotli)} br`;

function budgetText(weight: WeightResults, set: string, runtime = false): string {
  const find = (encoding: string) =>
    weight.budgets.find((check) => check.name === `${set}.${runtime ? 'federationRuntime.' : ''}${encoding}`);
  const gzip = find('gzip');
  const brotli = find('brotli');
  if (gzip?.budget === undefined || brotli?.budget === undefined) return 'no budget';
  const over = [gzip, brotli].some((check) => check.status === 'over') ? ' — OVER' : '';
  return `budget ${kb(gzip.budget)} gz · ${kb(brotli.budget)} br${over}`;
}

const usedOfBudget = (weight: WeightResults, name: string) => {
  const check = weight.budgets.find((candidate) => candidate.name === name);
  return check?.budget ? percent(check.measured / check.budget) : '—';
};

function weightRows(weight: WeightResults): Row[] {
  const row = (measure: string, set: keyof Omit<WeightResults, 'budgets'>, runtime = false): Row => {
    const figures: WeightSet = weight[set];
    const value = runtime ? figures.federationRuntime : figures.total;
    return {
      part: 'Weight',
      measure,
      value: sizes(value),
      comparedWith: budgetText(weight, set, runtime),
      ratio: `${usedOfBudget(weight, `${set}.${runtime ? 'federationRuntime.' : ''}gzip`)} of budget`,
      kind: 'budget',
    };
  };
  const share = (set: keyof Omit<WeightResults, 'budgets'>) =>
    percent(weight[set].federationRuntime.gzip / weight[set].total.gzip);
  return [
    row(
      "(a) remote critical path: the closed header at load (./mount JS, the header's CSS), host has React",
      'remoteCritical',
    ),
    {
      ...row('(c) … of which federation runtime', 'remoteCritical', true),
      measure: `(c) … of which federation runtime (${share('remoteCritical')})`,
    },
    row(
      '(a) … on a host that validates with the contracts too (shares their zod, as the reference host)',
      'remoteCriticalOnContractsHost',
    ),
    row('(b) everything the remote can load (JS+CSS)', 'remoteEverything'),
    {
      ...row('(c) … of which federation runtime', 'remoteEverything', true),
      measure: `(c) … of which federation runtime (${share('remoteEverything')})`,
    },
    row('(b) … of which React fallback copies (hosts without React)', 'remoteReactFallback'),
    row("(d) host's own JavaScript", 'hostJs'),
    {
      ...row('(c) … of which federation runtime', 'hostJs', true),
      measure: `(c) … of which federation runtime (${share('hostJs')})`,
    },
  ];
}

/** How each way of throttling is named in the table. */
export const THROTTLING_LABELS: Record<Throttling, string> = {
  applied: 'throttled as it loads (DevTools)',
  simulated: "Lantern's estimate (Lighthouse's default)",
};

function pageLoadRows(results: NonNullable<BenchResults['pageLoad']>): Row[] {
  return [
    ...THROTTLING.flatMap((throttling) => measureRows(throttling, results.byThrottling[throttling])),
    ...(results.longFrames ? longFrameRows(results.longFrames) : []),
  ];
}

/** What blocked the main thread at load: all long frames of (a) and (b), and those of (a) the header's work ran in. */
export function longFrameRows({ cpuThrottling, blockingMs, headerBlockingMs }: LongFramesReport): Row[] {
  const loads = headerBlockingMs.runs.length;
  const loadsWithHeader = headerBlockingMs.runs.filter((blocking) => blocking > 0).length;
  const most = loads === 0 ? undefined : Math.max(...headerBlockingMs.runs);
  return [
    {
      part: 'Page load',
      measure: `Long frames' blocking time at load, ${cpuThrottling}× CPU, phone (median of ${loads})`,
      value: `a ${ms(blockingMs.federated.median)}`,
      comparedWith: `b ${ms(blockingMs.fallback.median)}`,
      ratio: `a/b ${times(ratio(blockingMs.federated.median, blockingMs.fallback.median))}`,
      kind: 'observation',
    },
    {
      part: 'Page load',
      measure: "… of (a)'s, in the frames the header's work ran in (its scripts, and what they invoked)",
      value: ms(headerBlockingMs.median),
      comparedWith: `in ${loadsWithHeader} of ${loads} loads · most ${ms(most)}`,
      ratio: '',
      kind: 'observation',
    },
  ];
}

function measureRows(throttling: Throttling, { variants, ratios, goals }: PageLoadMeasure): Row[] {
  const runs = variants.federated.runs.length;
  const how = THROTTLING_LABELS[throttling];
  const figure = (
    measure: string,
    key: keyof typeof variants.federated.median,
    format: (value: number | undefined) => string,
  ): Row => ({
    part: 'Page load',
    measure: `${measure}, ${throttling} (median of ${runs})`,
    value: `a ${format(variants.federated.median[key])}`,
    comparedWith: [
      ...(variants.signedIn ? [`a′ ${format(variants.signedIn.median[key])}`] : []),
      `b ${format(variants.fallback.median[key])}`,
      `c ${format(variants.static.median[key])}`,
    ].join(' · '),
    ratio: [
      ...(ratios.signedInOverA ? [`a′/a ${times(ratios.signedInOverA[key])}`] : []),
      `a/b ${times(ratios.aOverB[key])}`,
      `a/c ${times(ratios.aOverC[key])}`,
    ].join(' · '),
    kind: 'observation',
  });
  const seconds = (value: number | undefined) => (value === undefined ? '—' : `${(value / 1000).toFixed(2)} s`);
  const plain = (digits: number) => (value: number | undefined) => (value === undefined ? '—' : value.toFixed(digits));
  return [
    {
      part: 'Page load',
      measure: `Lighthouse, mobile, groceries home, ${how}`,
      value: VARIANT_LABELS.federated,
      comparedWith: [
        ...(variants.signedIn ? [VARIANT_LABELS.signedIn] : []),
        VARIANT_LABELS.fallback,
        VARIANT_LABELS.static,
      ].join(' · '),
      ratio: '',
      kind: 'baseline',
    },
    figure('Performance score', 'score', plain(0)),
    figure('LCP', 'lcpMs', seconds),
    figure('TBT', 'tbtMs', ms),
    figure('CLS', 'cls', plain(3)),
    figure('Total bytes', 'totalBytes', (value) => (value === undefined ? '—' : kb(value))),
    ...pageLoadGoalRows(goals, throttling),
  ];
}

/** "goal met", "goal NOT met", or "—" when the figure is missing. */
export const goalText = (goal: Goal) => (goal.met === undefined ? '—' : goal.met ? 'goal met' : 'goal NOT met');

function pageLoadGoalRows(goals: PageLoadGoals, throttling: Throttling): Row[] {
  const goalRow = (measure: string, value: string, goal: string, of: Goal): Row => ({
    part: 'Page load',
    measure: `${measure}, ${throttling}`,
    value,
    comparedWith: goal,
    ratio: goalText(of),
    kind: 'observation',
  });
  const { lcpFederatedOverStatic: lcp, clsFederated: cls, tbtAddedMs: tbt } = goals;
  const { lcpSignedInOverStatic: signedInLcp, clsSignedIn: signedInCls } = goals;
  const clsText = (of: Goal) => (of.value === undefined ? '—' : of.value.toFixed(3));
  return [
    goalRow('Goal: LCP, federated ÷ static floor (a/c)', times(lcp.value), `goal ≤ ${lcp.goal.toFixed(2)}×`, lcp),
    goalRow('Goal: CLS of the federated page (a)', clsText(cls), `goal ${cls.goal.toFixed(3)}`, cls),
    goalRow(
      'Goal: TBT added by the header (a − b)',
      signedMs(tbt.value),
      `goal ≤ ${tbt.goal} ms · round by round ${goals.tbtAddedByRoundMs.runs.map(signedMs).join(', ') || '—'}`,
      tbt,
    ),
    // Results from before the signed-in variant have neither.
    ...(signedInLcp
      ? [
          goalRow(
            'Goal: LCP, signed in ÷ static floor (a′/c)',
            times(signedInLcp.value),
            `goal ≤ ${signedInLcp.goal.toFixed(2)}×`,
            signedInLcp,
          ),
        ]
      : []),
    ...(signedInCls
      ? [
          goalRow(
            'Goal: CLS of the signed-in page (a′)',
            clsText(signedInCls),
            `goal ${signedInCls.goal.toFixed(3)}`,
            signedInCls,
          ),
        ]
      : []),
  ];
}

/** The bytes one guest load of a page takes from the remote's origin, by the time the header showed and went live, then each file. */
export function transferRows(transfer: RemoteTransfer, title = `Load of ${new URL(transfer.pageUrl).pathname}`): Row[] {
  const held = transfer.goalAt === 'live' ? transfer.live?.bodyBytes : transfer.bodyBytes;
  const met = held !== undefined && held <= transfer.goalBytes;
  const moment = (name: string, at: Milestone | undefined): Row => ({
    part: 'Transfer',
    measure: `… by the time the header ${name}${transfer.goalAt === 'live' && name === 'was live' ? ' (the goal’s figure)' : ''}`,
    value: at === undefined ? 'never' : `${kb(at.bodyBytes)} in ${at.files} files`,
    comparedWith: at === undefined ? '—' : `${Math.round(at.atMs)} ms after navigation`,
    ratio: percent(at === undefined || transfer.bodyBytes === 0 ? undefined : at.bodyBytes / transfer.bodyBytes),
    kind: 'observation',
  });
  return [
    {
      part: 'Transfer',
      measure: `${title} (guest, cold cache, to network idle): from the remote's origin, as sent`,
      value: `${kb(transfer.bodyBytes)} in ${transfer.files.length} files`,
      comparedWith: `goal ≤ ${kb(transfer.goalBytes)} ${transfer.goalAt === 'live' ? 'by the time the header is live' : 'to network idle'} · ${kb(transfer.wireBytes)} with headers${transfer.serverRenderedHeader ? '' : ' · NO server header in the page'}`,
      ratio: met ? 'goal met' : 'goal NOT met',
      kind: 'observation',
    },
    moment('showed', transfer.shown),
    moment('was live', transfer.live),
    ...transfer.files.map((file): Row => ({
      part: 'Transfer',
      measure: `… ${file.path}`,
      value: kb(file.bodyBytes),
      comparedWith: `${file.encoding}${file.status === 200 ? '' : ` · HTTP ${file.status}`}`,
      ratio: percent(transfer.bodyBytes === 0 ? undefined : file.bodyBytes / transfer.bodyBytes),
      kind: 'observation',
    })),
  ];
}

/** "met" or "NOT met". */
const metText = (met: boolean) => (met ? 'met' : 'NOT met');
/** A ratio against its goal, compared as the table shows it (two decimals); "—" when it is missing. */
const goalMet = (value: number | undefined, meets: (shown: number) => boolean) =>
  value === undefined ? '—' : metText(meets(Number(value.toFixed(2))));

/** The host's page under load on each database, then the databases left out. */
export function serverRenderRows(results: ServerRenderResults): Row[] {
  return [
    ...results.runs.flatMap(renderRunRows),
    ...results.skipped.map((skipped): Row => ({
      part: 'Server render',
      measure: 'skipped',
      value: skipped,
      comparedWith: '',
      ratio: '',
      kind: 'observation',
    })),
  ];
}

/**
 * Each route with its errors, the page alone and the bare route as baselines. A rendered page is read
 * as a ratio to the page alone delivered the same way (req/s and p99), a guest's and a signed-in
 * page's against their goals (the database's, for a signed-in page); a signed-in page also as a
 * share of the guest's req/s and its p99 over the guest's, the p99 against its goal. Then the first byte.
 */
function renderRunRows(report: ServerRenderReport): Row[] {
  const { connections, durationSeconds } = report.options;
  const part = withConfiguration(`Server render (${report.database})`, report.configuration);
  const find = (key: string) => report.routes.find((route) => route.key === key);
  const bare = find('bare');
  const guest = find('guest');
  const { shareOfGuest, shareOfPageAlone, p99OverGuest } = report.signedInGoals;
  const routeRows = report.routes.map((route): Row => {
    // A page is compared with the page alone delivered the same way (stylesheets inlined or linked).
    const alone = find(route.key === 'guestInSite' ? 'pageAloneInSite' : 'pageAlone');
    const signedIn = route.key === 'shopper' || route.key === 'trolleyShopper';
    const isGuest = route.key === 'guest' || route.key === 'guestInSite';
    const baseline = route.key === 'bare' || route.key === 'pageAlone' || route.key === 'pageAloneInSite';
    const unexpected = route.unexpectedBodies > 0 ? ` · ${route.unexpectedBodies} pages not as expected` : '';
    const measure = `${route.name}${route.key === 'bare' ? `, ${connections} connections × ${durationSeconds} s` : ''}`;
    const value = `${Math.round(route.requestsPerSecond)} req/s · p50 ${ms(route.p50Ms)} · p99 ${ms(route.p99Ms)} · ${route.errors} errors${unexpected}`;
    if (baseline) {
      return {
        part,
        measure,
        value,
        comparedWith: route.key === 'bare' ? 'the ceiling' : 'bare route req/s',
        ratio:
          route.key === 'bare'
            ? '1.00×'
            : `${times(ratio(route.requestsPerSecond, bare?.requestsPerSecond))} of bare req/s`,
        kind: 'baseline',
      };
    }
    const overAlone = ratio(route.requestsPerSecond, alone?.requestsPerSecond);
    // A guest's goal and a signed-in page's are both shares of the page alone's req/s.
    const aloneGoal = isGuest ? report.guestShareOfPageAloneGoal : signedIn ? shareOfPageAlone : undefined;
    const ofAlone =
      `${times(overAlone)} the page alone's req/s · p99 ${times(ratio(route.p99Ms, alone?.p99Ms))}` +
      (aloneGoal === undefined
        ? ''
        : ` · goal ≥ ${times(aloneGoal)}: ${goalMet(overAlone, (share) => share >= aloneGoal)}`);
    const share = ratio(route.requestsPerSecond, guest?.requestsPerSecond);
    const p99OfGuest = ratio(route.p99Ms, guest?.p99Ms);
    const ofGuest = signedIn
      ? ` · ${percent(share)} of guest req/s` +
        (shareOfGuest === undefined
          ? ''
          : ` · goal ≥ ${percent(shareOfGuest)}: ${goalMet(share, (value) => value >= shareOfGuest)}`) +
        ` · p99 ${times(p99OfGuest)} the guest's` +
        (p99OverGuest === undefined
          ? ''
          : ` · goal ≤ ${times(p99OverGuest)}: ${goalMet(p99OfGuest, (value) => value <= p99OverGuest)}`)
      : '';
    return {
      part,
      measure,
      value,
      comparedWith: `over the page alone: p50 ${signedMs(alone && route.p50Ms - alone.p50Ms)} · p99 ${signedMs(alone && route.p99Ms - alone.p99Ms)}`,
      ratio: `${ofAlone}${ofGuest}`,
      kind: 'observation',
    };
  });
  return [...routeRows, firstByteRow(part, report.page, report.firstByte)];
}

/** The signed-in shopper's first byte against a guest's, one request at a time. */
function firstByteRow(part: string, page: string, firstByte: FirstByteReport): Row {
  const { guestMs, signedInMs, unexpected, goalMs } = firstByte;
  const later =
    guestMs.median === undefined || signedInMs.median === undefined ? undefined : signedInMs.median - guestMs.median;
  return {
    part,
    measure: `First byte of ${page}, one request at a time: ${TROLLEY_LINES}-line shopper vs a guest (median of ${signedInMs.runs.length} each, interleaved, after ${WARM_UP_RUNS} each to warm up)`,
    value: `signed in ${ms(signedInMs.median)} · guest ${ms(guestMs.median)}${unexpected > 0 ? ` · ${unexpected} pages not as expected` : ''}`,
    comparedWith: `goal signed in ≤ guest + ${goalMs} ms`,
    ratio: `${signedMs(later)}: ${later === undefined ? '—' : metText(later <= goalMs)} · ${times(ratio(signedInMs.median, guestMs.median))} the guest's`,
    kind: 'observation',
  };
}

/** An Event Timing figure: under the API's threshold a press reports no entry (stored as 0). */
export const inpText = (value: number | undefined) =>
  value === undefined ? '—' : value < EVENT_DURATION_THRESHOLD_MS ? `< ${EVENT_DURATION_THRESHOLD_MS} ms` : ms(value);

const SHOPPER_LABELS: Record<Shopper, string> = { guest: 'guest', signedIn: 'signed in (trolley, booked slot)' };

const HEADER_AT_PRESS_LABELS: Record<HeaderAtPress, string> = {
  notStarted: 'script not started',
  waiting: 'waiting for intent',
  live: 'live',
};

/**
 * Each control's first touch after load, its INP beside it, against the 200 ms goal or a ratio to its floor. The
 * median counts a press that left the page or was lost as slower than any; how the presses ended
 * and where the header was at each press follow.
 */
export function firstTouchRows(touches: readonly FirstTouchTiming[], trivial: Repeated): Row[] {
  return touches.map((touch): Row => {
    const presses = touch.runs.length;
    const { width, height } = touch.viewport;
    const { shown, left, lost } = touch.outcomes;
    const where = touch.runs.find((run) => run.outcome === 'left')?.detail;
    const ended =
      shown < presses || presses === 0
        ? ` · shown ${shown} of ${presses}${shown > 0 ? ` (their median ${ms(touch.shown.median)})` : ''}` +
          `${left > 0 ? `, left the page ${left}${where ? ` (for ${where})` : ''}` : ''}${lost > 0 ? `, lost ${lost}` : ''}` +
          `${presses === 0 && touch.failure ? `: ${touch.failure}` : ''}`
        : '';
    const lastInput =
      touch.control === 'search' || touch.control === 'searchOnLiveHeader'
        ? ` · 3rd letter → ${ms(touch.fromLastInput.median)}`
        : '';
    const header = (Object.keys(HEADER_AT_PRESS_LABELS) as HeaderAtPress[])
      .filter((state) => touch.headerAtPress[state] > 0)
      .map((state) => `${HEADER_AT_PRESS_LABELS[state]} ${touch.headerAtPress[state]}`)
      .join(', ');
    const value = touch.median === undefined && presses > 0 ? 'not answered' : ms(touch.median);
    // The goal: a ratio to the same press on a live header, or milliseconds from the press or (typed search) the last letter.
    const goal = touch.floor
      ? `goal ≤ ${times(touch.goal.goal)} its floor (the header already live, ${ms(touch.floor.median)})`
      : touch.medianFromLastInput
        ? `goal ≤ ${touch.goal.goal} ms from the 3rd letter · press → painted ${ms(touch.shown.median)}`
        : `goal ≤ ${touch.goal.goal} ms`;
    const letters = touch.lettersOver ? ` · letters typed over ${ms(touch.lettersOver.median)}` : '';
    return {
      part: 'Interaction',
      measure: `First touch after load: ${touch.label}, ${SHOPPER_LABELS[touch.shopper]}, ${width}×${height} (median of ${presses})`,
      // INP comes from the presses that stayed on the page: how many, when not all.
      value: `${value} · INP ${inpText(touch.inp.median)}${touch.inp.runs.length > 0 && touch.inp.runs.length < presses ? ` (of ${touch.inp.runs.length})` : ''}`,
      comparedWith:
        `${goal} · trivial toggle ${ms(trivial.median)}${lastInput}${letters}${ended}` +
        ` · pressed ${ms(touch.pressedAfterLoad.median)} after load${header ? ` · header at the press: ${header}` : ''}`,
      ratio: `${touch.floor ? `${times(touch.floor.ratio)} its floor · ` : ''}${times(touch.ratioToTrivial)} · ${goalText(touch.goal)}`,
      kind: 'observation',
    };
  });
}

function interactionRows(results: NonNullable<BenchResults['interaction']>): Row[] {
  const { trivial, navigationGoal } = results;
  const timing = (measure: string, value: Timing | undefined): Row => ({
    part: 'Interaction',
    measure: `${measure} (median of ${value?.runs.length ?? 0})`,
    value: ms(value?.median),
    comparedWith: `trivial toggle ${ms(trivial.median)}`,
    ratio: times(value?.ratioToTrivial),
    kind: 'observation',
  });
  const heap = results.heap;
  const growth = (cycles: { before: number; after: number } | undefined) =>
    cycles ? `${mb(cycles.before)} → ${mb(cycles.after)}` : '—';
  const heapRatio = (cycles: { before: number; after: number } | undefined) =>
    cycles ? times(cycles.after / cycles.before) : '—';
  // Results from before 2026-11-27 ended at the button's aria-expanded, which only the live header sets.
  const navigation = timing(
    results.navigationToLive
      ? 'Navigation → header interactive (the search box takes text, the Groceries menu’s first level painted)'
      : 'Navigation → header interactive',
    results.navigationToInteractive,
  );
  return [
    {
      part: 'Interaction',
      measure: `Trivial toggle, click → painted (baseline, ${results.cpuThrottling}× CPU)`,
      value: ms(trivial.median),
      comparedWith: `median of ${trivial.runs.length}`,
      ratio: '1.00×',
      kind: 'baseline',
    },
    ...firstTouchRows(results.firstTouch ?? [], trivial),
    navigationGoal
      ? {
          ...navigation,
          comparedWith: `goal ≤ ${navigationGoal.goal} ms · ${navigation.comparedWith}`,
          ratio: `${navigation.ratio} · ${goalText(navigationGoal)}`,
        }
      : navigation,
    ...(results.navigationToLive
      ? [timing('… → the header live (hydrated), same loads', results.navigationToLive)]
      : []),
    timing('Keystroke → suggestions shown, later keystrokes', results.keystrokeToSuggestions),
    ...(results.menuFirstOpen
      ? [
          timing(
            'Menu button → first level painted, first open after the search box woke the header',
            results.menuFirstOpen,
          ),
        ]
      : []),
    timing('Menu button → first level painted, later opens', results.menuOpen),
    {
      part: 'Interaction',
      measure: 'JS heap after load (after GC)',
      value: mb(heap.afterLoad),
      comparedWith: '',
      ratio: '',
      kind: 'observation',
    },
    {
      part: 'Interaction',
      measure: `JS heap, ${heap.cycles} menu open/close cycles`,
      value: growth(heap.menuCycles),
      comparedWith: 'before → after',
      ratio: heapRatio(heap.menuCycles),
      kind: 'observation',
    },
    {
      part: 'Interaction',
      measure: `JS heap, ${heap.cycles} multi-search modal cycles`,
      value: growth(heap.modalCycles),
      comparedWith: 'before → after',
      ratio: heapRatio(heap.modalCycles),
      kind: 'observation',
    },
  ];
}

function servicesRows(results: NonNullable<BenchResults['services']>): Row[] {
  const { connections, durationSeconds } = results.options;
  // Each route over the bare route measured just before it: its req/s and its p99.
  const route = (database: string, result: RouteResult, bare: RouteResult | undefined): Row => ({
    part: `Services (${database})`,
    measure: `${result.name}${bare ? '' : `, ${connections} connections × ${durationSeconds} s`}`,
    // Errors always show, 0 included: a fast route that failed every call would otherwise read as fast.
    value: `${Math.round(result.requestsPerSecond)} req/s · p50 ${ms(result.p50Ms)} · p99 ${ms(result.p99Ms)} · ${result.errors} errors`,
    comparedWith: bare ? 'bare route: req/s · p99' : 'the ceiling',
    ratio: bare ? `${times(result.rpsRatioToBare)} · p99 ${times(ratio(result.p99Ms, bare.p99Ms))}` : '1.00×',
    kind: bare ? 'observation' : 'baseline',
  });
  const rows: Row[] = [];
  for (const run of results.runs) {
    run.routes.forEach((result, index) =>
      rows.push(route(run.database, result, index === 0 ? undefined : run.routes[0])),
    );
  }
  for (const scale of results.scale) {
    for (const [key, name] of [
      ['termSuggest', 'term suggest'],
      ['productSearch', 'product search'],
    ] as const) {
      rows.push({
        part: `Scale (${scale.database})`,
        measure: `${name}: ${scale.seed.products} → ${scale.real.products} products`,
        value: `p50 ${ms(scale.real[key].p50Ms)} · p99 ${ms(scale.real[key].p99Ms)}`,
        comparedWith: `seed p50 ${ms(scale.seed[key].p50Ms)} · p99 ${ms(scale.seed[key].p99Ms)}`,
        ratio: `p50 ${times(scale.growth[key].p50)} · p99 ${times(scale.growth[key].p99)}`,
        kind: 'observation',
      });
    }
  }
  for (const skipped of results.skipped) {
    rows.push({
      part: 'Services',
      measure: 'skipped',
      value: skipped,
      comparedWith: '',
      ratio: '',
      kind: 'observation',
    });
  }
  return rows;
}

/**
 * The soak: each kind's rate, requests, errors, p99 (over the soak, and over its first and last
 * tenth) and incomplete pages, then each process's memory at the start, its peak, half-way and at
 * the end (a leak reads as an end well above half-way), and the host's heap in its snapshots at the start and
 * end, with what grew most.
 */
export function soakRows(soak: SoakReport): Row[] {
  const part = `Soak (${soak.minutes} min, half capacity)`;
  const kinds = soak.kinds.map((kind): Row => ({
    part,
    measure: kind.name,
    value: `${kind.requests} requests, ${kind.errors} errors, p99 ${ms(kind.p99Ms)}${kind.key.endsWith('Page') ? `, ${kind.incomplete} incomplete headers` : ''}`,
    comparedWith: `${Math.round(kind.rate)} req/s of ${Math.round(kind.capacity)} alone · p50 ${ms(kind.p50Ms)}${kind.p99StartMs === undefined ? '' : ` · p99 first tenth ${ms(kind.p99StartMs)}, last ${ms(kind.p99EndMs)}`}`,
    ratio: kind.p99StartMs === undefined ? '' : `p99 last/first ${times(ratio(kind.p99EndMs, kind.p99StartMs))}`,
    kind: 'observation',
  }));
  const first = soak.memory[0];
  const last = soak.memory.at(-1);
  const memory = Object.keys(first?.rssMiB ?? {}).map((name): Row => {
    const peak = Math.max(...soak.memory.map((sample) => sample.rssMiB[name] ?? 0));
    const start = first?.rssMiB[name];
    const end = last?.rssMiB[name];
    // A process's memory first grows to what its load needs; a leak goes on growing in the second half.
    const halfWay = soak.memory[Math.floor(soak.memory.length / 2)]?.rssMiB[name];
    return {
      part,
      measure: `${name}: resident memory, start → end (peak)`,
      value: `${start ?? '—'} → ${end ?? '—'} MiB (${peak} MiB)`,
      comparedWith: `${soak.memory.length} samples · half-way ${halfWay ?? '—'} MiB`,
      ratio: `${times(ratio(end, start))} · end/half-way ${times(ratio(end, halfWay))}`,
      kind: 'observation',
    };
  });
  const heap = soak.hostHeap;
  const mib = (value: number) => `${value} MiB`;
  const heapRows: Row[] = heap
    ? [
        {
          part,
          measure: 'host: live JS heap in its heap snapshots (main thread, after a full collection), start → end',
          value: `${mib(heap.start.heapMiB)} → ${mib(heap.end.heapMiB)} · ${heap.start.objects} → ${heap.end.objects} objects`,
          comparedWith: `resident ${mib(heap.start.rssMiB)} → ${mib(heap.end.rssMiB)} (render workers included)`,
          ratio: times(ratio(heap.end.heapMiB, heap.start.heapMiB)),
          kind: 'observation',
        },
        {
          part,
          measure: 'host: what grew most between the snapshots (self bytes, objects)',
          value:
            heap.grew
              .slice(0, 3)
              .map(
                (group) =>
                  `${group.name} +${kb(group.bytes)} (${group.count >= 0 ? '+' : '−'}${Math.abs(group.count)})`,
              )
              .join(' · ') || 'nothing',
          comparedWith: 'by constructor',
          ratio: '',
          kind: 'observation',
        },
      ]
    : [];
  return [...kinds, ...memory, ...heapRows];
}

/**
 * A part's name with the configuration its site ran in: "Page load" → "Page load (production)",
 * "Server render (pglite)" → "Server render (pglite, production)". Results from before production
 * was measured carry none: they all ran in development.
 */
export function withConfiguration(part: string, configuration: Configuration = 'development'): string {
  return part.endsWith(')') ? `${part.slice(0, -1)}, ${configuration})` : `${part} (${configuration})`;
}

const configured = (rows: readonly Row[], configuration: Configuration | undefined): Row[] =>
  rows.map((row) => ({ ...row, part: withConfiguration(row.part, configuration) }));

/** Which parts ran in which configuration, and what each configuration is: the line above the table. */
export function configurationNote(results: BenchResults): string | undefined {
  const ran = (name: string, part: { readonly configuration?: Configuration } | undefined) =>
    part ? [{ name, configuration: part.configuration ?? 'development' }] : [];
  const parts = [
    ...ran('transfer', results.remoteTransfer),
    ...ran('page load', results.pageLoad),
    ...ran('interaction', results.interaction),
    ...(results.serverRender?.runs ?? []).flatMap((run) => ran(`server render (${run.database})`, run)),
    ...ran('services', results.services),
    ...ran('soak', results.soak),
  ];
  const sentences = (['production', 'development'] as const).flatMap((configuration) => {
    const names = parts.filter((part) => part.configuration === configuration).map((part) => part.name);
    return names.length === 0
      ? []
      : [`${names.join(', ')} ran in ${configuration} (${CONFIGURATION_LABELS[configuration]})`];
  });
  const text = sentences.join('; ');
  return text === '' ? undefined : `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

export function tableRows(results: BenchResults): Row[] {
  return [
    ...(results.weight ? weightRows(results.weight) : []),
    ...(results.remoteTransfer
      ? configured(
          transferRows(results.remoteTransfer, 'Reference host, /ecom (header rendered on its server)'),
          results.remoteTransfer.configuration,
        )
      : []),
    ...(results.clientRenderedTransfer
      ? configured(
          transferRows(results.clientRenderedTransfer, 'A page team’s client-rendered page (the runtime-API recipe)'),
          results.clientRenderedTransfer.configuration,
        )
      : []),
    ...(results.pageLoad ? configured(pageLoadRows(results.pageLoad), results.pageLoad.configuration) : []),
    ...(results.interaction ? configured(interactionRows(results.interaction), results.interaction.configuration) : []),
    ...(results.serverRender ? serverRenderRows(results.serverRender) : []),
    ...(results.services ? configured(servicesRows(results.services), results.services.configuration) : []),
    ...(results.soak ? configured(soakRows(results.soak), results.soak.configuration) : []),
    ...results.errors.map((error): Row => ({
      part: error.part,
      measure: 'failed',
      value: error.message.split('\n')[0] ?? '',
      comparedWith: '',
      ratio: '',
      kind: 'observation',
    })),
  ];
}

const HEADINGS = ['Part', 'Measure', 'Value', 'Compared with', 'Ratio', 'Kind'] as const;

/** The bench's table of rows. */
export function renderTable(rows: readonly Row[]): string {
  return markdownTable(
    HEADINGS,
    rows.map((row) => [row.part, row.measure, row.value, row.comparedWith, row.ratio, row.kind]),
  );
}

/** A Markdown table, padded so it also reads well in a terminal. */
export function markdownTable(headings: readonly string[], cells: readonly (readonly string[])[]): string {
  const escape = (text: string) => text.replaceAll('|', '\\|');
  const widths = headings.map((heading, column) =>
    Math.max(heading.length, ...cells.map((line) => escape(line[column] ?? '').length)),
  );
  const line = (values: readonly string[]) =>
    `| ${values.map((value, column) => escape(value).padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(headings), `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`, ...cells.map(line)].join('\n');
}

/** The biggest contributors to the remote's critical path and to everything it can load, for the text under the table. */
export function contributorLines(weight: WeightResults, top = 8): string[] {
  const list = (title: string, set: WeightSet) => [
    `${title} (minified bytes, ${kb(set.total.raw)} in all):`,
    ...set.contributors
      .slice(0, top)
      .map(
        (entry) => `  ${kb(entry.raw).padStart(9)}  ${percent(entry.raw / set.total.raw).padStart(4)}  ${entry.name}`,
      ),
  ];
  return [
    ...list('Biggest contributors, (a) remote critical path', weight.remoteCritical),
    ...list('Biggest contributors, (b) everything the remote can load', weight.remoteEverything),
    'Biggest single modules, (a) remote critical path:',
    ...weight.remoteCritical.modules.slice(0, top).map((entry) => `  ${kb(entry.raw).padStart(9)}  ${entry.name}`),
  ];
}
