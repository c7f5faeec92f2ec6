/**
 * Part 2: Lighthouse on the groceries home in three variants, in one run,
 * interleaved (a, b, c, a, b, c…) so a slow moment of the shared machine
 * falls on every variant alike; the median of each figure is reported.
 */
import { median, ratio } from '../report/stats.ts';
import { type LighthouseFigures, launchForLighthouse, runLighthouse } from './lighthouse-run.ts';

export const VARIANTS = ['federated', 'fallback', 'static'] as const;
export type Variant = (typeof VARIANTS)[number];

export const VARIANT_LABELS: Record<Variant, string> = {
  federated: '(a) federated header',
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

export type PageLoadReport = {
  readonly formFactor: 'mobile';
  readonly variants: Readonly<Record<Variant, VariantResult>>;
  /** Median of (a) over median of (b), and over (c), per figure. */
  readonly ratios: {
    readonly aOverB: Record<Figure, number | undefined>;
    readonly aOverC: Record<Figure, number | undefined>;
  };
  /** The issue-14 goals, read from the medians (observations, never tests). */
  readonly goals: PageLoadGoals;
  readonly warnings: readonly string[];
};

/** A figure against its goal; `met` is undefined when the figure is missing. */
export type Goal = { readonly value: number | undefined; readonly goal: number; readonly met: boolean | undefined };

export type PageLoadGoals = {
  /** LCP of the federated page over the static floor's: ≤ 1.10. */
  readonly lcpFederatedOverStatic: Goal;
  /** CLS of the federated page: 0.000 (as Lighthouse shows it, three decimals). */
  readonly clsFederated: Goal;
  /** TBT of the federated page less the fallback-only page's, ms: ≤ 30. */
  readonly tbtAddedMs: Goal;
};

export const PAGE_LOAD_GOALS = { lcpRatio: 1.1, cls: 0, tbtAddedMs: 30 } as const;

const atMost = (value: number | undefined, goal: number, digits?: number): Goal => {
  const shown = value === undefined || digits === undefined ? value : Number(value.toFixed(digits));
  return { value, goal, met: shown === undefined ? undefined : shown <= goal };
};

/** The issue's three page-load goals from the variants' medians. */
export function pageLoadGoals(variants: Readonly<Record<Variant, VariantResult>>): PageLoadGoals {
  const { federated, fallback, static: floor } = variants;
  const tbtA = federated.median.tbtMs;
  const tbtB = fallback.median.tbtMs;
  return {
    lcpFederatedOverStatic: atMost(ratio(federated.median.lcpMs, floor.median.lcpMs), PAGE_LOAD_GOALS.lcpRatio),
    clsFederated: atMost(federated.median.cls, PAGE_LOAD_GOALS.cls, 3),
    tbtAddedMs: atMost(tbtA === undefined || tbtB === undefined ? undefined : tbtA - tbtB, PAGE_LOAD_GOALS.tbtAddedMs),
  };
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

export async function measurePageLoad(urls: Record<Variant, string>, runs: number): Promise<PageLoadReport> {
  const chrome = await launchForLighthouse();
  const results: Record<Variant, LighthouseFigures[]> = { federated: [], fallback: [], static: [] };
  const warnings = new Set<string>();
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const variant of VARIANTS) {
        const figures = await runLighthouse(chrome, urls[variant]);
        if (figures.warning) warnings.add(`${variant}: ${figures.warning}`);
        results[variant].push(figures);
      }
    }
  } finally {
    await chrome.close();
  }
  const variants = {
    federated: summarise(urls.federated, results.federated),
    fallback: summarise(urls.fallback, results.fallback),
    static: summarise(urls.static, results.static),
  };
  return {
    formFactor: 'mobile',
    variants,
    ratios: {
      aOverB: ratiosOf(variants.federated, variants.fallback),
      aOverC: ratiosOf(variants.federated, variants.static),
    },
    goals: pageLoadGoals(variants),
    warnings: [...warnings],
  };
}
