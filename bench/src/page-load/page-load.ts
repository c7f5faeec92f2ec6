/**
 * Part 3: Lighthouse on the groceries home in four variants, each throttled
 * Lighthouse's two ways (lighthouse-run.ts), in one run, interleaved (a, a′, b,
 * c applied, a, a′, b, c simulated, a, a′… ) so a slow moment of the shared
 * machine falls on every variant alike; the median of each figure is reported,
 * and the page-load goals are read for each way (decision 028), for a guest (a)
 * and for a signed-in shopper (a′) alike.
 */
import { chromium } from 'playwright-core';
import { type Credentials, signedInState } from '../browser/signed-in.ts';
import { atMost, type Goal } from '../report/goal.ts';
import { median, ratio, repeated, type Repeated } from '../report/stats.ts';
import type { Configuration } from '../servers/configuration.ts';
import type { LongFramesReport } from './long-frames.ts';
import {
  type LighthouseFigures,
  THROTTLING,
  type Throttling,
  launchForLighthouse,
  runLighthouse,
} from './lighthouse-run.ts';

export { THROTTLING, type Throttling };

export const VARIANTS = ['federated', 'signedIn', 'fallback', 'static'] as const;
export type Variant = (typeof VARIANTS)[number];

export const VARIANT_LABELS: Record<Variant, string> = {
  federated: '(a) federated header',
  signedIn: '(a′) the same, signed in (a trolley over the minimum, a booked slot)',
  fallback: '(b) fallback header only',
  static: '(c) the same page static: HTML+CSS, no script',
};

const FIGURES = ['score', 'lcpMs', 'tbtMs', 'cls', 'totalBytes'] as const;
type Figure = (typeof FIGURES)[number];

export type VariantResult = {
  readonly url: string;
  readonly runs: readonly LighthouseFigures[];
  readonly median: Readonly<Record<Figure, number | undefined>>;
};

/** The variants' figures as Lighthouse measured them one way. */
export type PageLoadMeasure = {
  /** Results written before 2026-11-27 have no signed-in variant (a′): their rows are shown as they were. */
  readonly variants: Readonly<Record<Exclude<Variant, 'signedIn'>, VariantResult>> & {
    readonly signedIn?: VariantResult;
  };
  /** Median of (a) over median of (b), and over (c), and the signed-in (a′) over the guest's (a), per figure. */
  readonly ratios: {
    readonly aOverB: Record<Figure, number | undefined>;
    readonly aOverC: Record<Figure, number | undefined>;
    readonly signedInOverA?: Record<Figure, number | undefined>;
  };
  /** The page-load goals, read from the medians (observations, never tests). */
  readonly goals: PageLoadGoals;
};

export type PageLoadReport = {
  readonly formFactor: 'mobile';
  /** Absent in results from before production was measured: those ran in development. */
  readonly configuration?: Configuration;
  /** By how the load was throttled: applied as it ran, or Lantern's estimate from an unthrottled load. */
  readonly byThrottling: Readonly<Record<Throttling, PageLoadMeasure>>;
  /** Whose scripts ran in the long frames of (a) and (b) (long-frames.ts); absent when not measured. */
  readonly longFrames?: LongFramesReport;
  readonly warnings: readonly string[];
};

export type PageLoadGoals = {
  /** LCP of the federated page over the static floor's: ≤ 1.10. */
  readonly lcpFederatedOverStatic: Goal;
  /** CLS of the federated page: 0.000 (as Lighthouse shows it, three decimals). */
  readonly clsFederated: Goal;
  /** TBT of the federated page less the fallback-only page's, ms: ≤ 30. */
  readonly tbtAddedMs: Goal;
  /**
   * The same difference round by round: (a) less the (b) loaded just after it. The runs interleave,
   * so a busy moment of the machine falls on both; their median is shown beside the goal.
   */
  readonly tbtAddedByRoundMs: Repeated;
  /** The same LCP and CLS goals for the signed-in shopper's page (a′): their page as fast as a guest's. */
  readonly lcpSignedInOverStatic?: Goal;
  readonly clsSignedIn?: Goal;
};

export const PAGE_LOAD_GOALS = { lcpRatio: 1.1, cls: 0, tbtAddedMs: 30 } as const;

/** The issue's three page-load goals from the variants' medians. */
export function pageLoadGoals(variants: Readonly<Record<Variant, VariantResult>>): PageLoadGoals {
  const { federated, signedIn, fallback, static: floor } = variants;
  const tbtA = federated.median.tbtMs;
  const tbtB = fallback.median.tbtMs;
  return {
    lcpFederatedOverStatic: atMost(ratio(federated.median.lcpMs, floor.median.lcpMs), PAGE_LOAD_GOALS.lcpRatio),
    clsFederated: atMost(federated.median.cls, PAGE_LOAD_GOALS.cls, 3),
    tbtAddedMs: atMost(tbtA === undefined || tbtB === undefined ? undefined : tbtA - tbtB, PAGE_LOAD_GOALS.tbtAddedMs),
    tbtAddedByRoundMs: repeated(tbtByRound(federated.runs, fallback.runs)),
    lcpSignedInOverStatic: atMost(ratio(signedIn.median.lcpMs, floor.median.lcpMs), PAGE_LOAD_GOALS.lcpRatio),
    clsSignedIn: atMost(signedIn.median.cls, PAGE_LOAD_GOALS.cls, 3),
  };
}

/** Each round's TBT of (a) less that of the (b) loaded after it, for the rounds in which both have one. */
function tbtByRound(a: readonly LighthouseFigures[], b: readonly LighthouseFigures[]): number[] {
  return a.flatMap((run, round) => {
    const other = b[round]?.tbtMs;
    return run.tbtMs === undefined || other === undefined ? [] : [run.tbtMs - other];
  });
}

export function summarise(url: string, runs: readonly LighthouseFigures[]): VariantResult {
  const medians = Object.fromEntries(
    FIGURES.map((figure) => [
      figure,
      median(runs.map((run) => run[figure]).filter((value): value is number => value !== undefined)),
    ]),
  ) as Record<Figure, number | undefined>;
  return { url, runs, median: medians };
}

export function ratiosOf(a: VariantResult, b: VariantResult): Record<Figure, number | undefined> {
  return Object.fromEntries(FIGURES.map((figure) => [figure, ratio(a.median[figure], b.median[figure])])) as Record<
    Figure,
    number | undefined
  >;
}

/** The variants' runs, one way, as medians, ratios and goals. */
export function pageLoadMeasure(
  urls: Record<Variant, string>,
  runs: Readonly<Record<Variant, readonly LighthouseFigures[]>>,
): PageLoadMeasure {
  const variants = {
    federated: summarise(urls.federated, runs.federated),
    signedIn: summarise(urls.signedIn, runs.signedIn),
    fallback: summarise(urls.fallback, runs.fallback),
    static: summarise(urls.static, runs.static),
  };
  return {
    variants,
    ratios: {
      aOverB: ratiosOf(variants.federated, variants.fallback),
      aOverC: ratiosOf(variants.federated, variants.static),
      signedInOverA: ratiosOf(variants.signedIn, variants.federated),
    },
    goals: pageLoadGoals(variants),
  };
}

/** The site the variants load, and the signed-in variant's shopper. */
export type PageLoadSite = {
  readonly configuration: Configuration;
  readonly servicesUrl: string;
  /** The site's certificate, over https: the browser Lighthouse drives trusts it. */
  readonly certificate?: string;
  readonly shopper: Credentials;
};

/**
 * Each run starts with no cookies (a new guest, as each run starts with an empty cache), and the
 * signed-in one with the shopper's session cookies, from a sign-in at the services made once and
 * set in the browser Lighthouse drives (its own storage reset leaves cookies alone).
 */
export async function measurePageLoad(
  urls: Record<Variant, string>,
  runs: number,
  site: PageLoadSite,
): Promise<PageLoadReport> {
  const chrome = await launchForLighthouse(site.certificate);
  const noRuns = (): Record<Variant, LighthouseFigures[]> => ({
    federated: [],
    signedIn: [],
    fallback: [],
    static: [],
  });
  const results: Record<Throttling, Record<Variant, LighthouseFigures[]>> = { applied: noRuns(), simulated: noRuns() };
  const warnings = new Set<string>();
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('The browser Lighthouse drives has no default context');
    const shopper = (await signedInState(browser, site.servicesUrl, site.shopper)).cookies;
    for (let run = 0; run < runs; run += 1) {
      for (const throttling of THROTTLING) {
        for (const variant of VARIANTS) {
          await context.clearCookies();
          if (variant === 'signedIn') await context.addCookies(shopper);
          const figures = await runLighthouse(chrome, urls[variant], throttling);
          if (figures.warning) warnings.add(`${variant} (${throttling}): ${figures.warning}`);
          results[throttling][variant].push(figures);
        }
      }
    }
  } finally {
    await browser.close();
    await chrome.close();
  }
  return {
    formFactor: 'mobile',
    configuration: site.configuration,
    byThrottling: {
      applied: pageLoadMeasure(urls, results.applied),
      simulated: pageLoadMeasure(urls, results.simulated),
    },
    warnings: [...warnings],
  };
}
