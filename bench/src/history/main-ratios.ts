/**
 * The ratios the project's goals are stated in or read against, one number each per run: what
 * `--history` tabulates and charts. Each is a figure over its baseline in the same run, the only
 * kind of figure that can be set beside another run's on a shared machine (decision 011).
 */
import type { ControlKey } from '../interaction/first-touch.ts';
import type { BenchResults } from '../report/results.ts';
import { ratio } from '../report/stats.ts';

export type MainRatio = {
  readonly key: string;
  /** The table's column. */
  readonly column: string;
  /** What it is, in the legend. */
  readonly label: string;
  readonly of: (results: BenchResults) => number | undefined;
};

/** The 48-line shopper's requests per second over a guest's, on one database (its goal: `SignedInGoals`). */
const shopperShare =
  (database: 'pglite' | 'postgres') =>
  ({ serverRender }: BenchResults): number | undefined => {
    const routes = serverRender?.runs.find((run) => run.database === database)?.routes ?? [];
    const rate = (key: string) => routes.find((route) => route.key === key)?.requestsPerSecond;
    return ratio(rate('trolleyShopper'), rate('guest'));
  };

/** A route on one database's server render: its req/s or p99 over another route's (a guest's page over the page alone). */
const routeRatio =
  (database: 'pglite' | 'postgres', key: string, over: string, figure: 'requestsPerSecond' | 'p99Ms') =>
  ({ serverRender }: BenchResults): number | undefined => {
    const routes = serverRender?.runs.find((run) => run.database === database)?.routes ?? [];
    return ratio(
      routes.find((route) => route.key === key)?.[figure],
      routes.find((route) => route.key === over)?.[figure],
    );
  };

/** The load the goals are read on (decision 028). */
const applied = ({ pageLoad }: BenchResults) => pageLoad?.byThrottling.applied;

/** A guest's first touch of a control right after load, over the trivial toggle in the same run. */
const firstTouch =
  (control: ControlKey) =>
  ({ interaction }: BenchResults): number | undefined =>
    interaction?.firstTouch?.find((touch) => touch.control === control && touch.shopper === 'guest')?.ratioToTrivial;

export const MAIN_RATIOS: readonly MainRatio[] = [
  {
    key: 'shopperShareOfGuestPglite',
    column: 'shopper/guest pglite',
    label: "Server render, PGlite: the 48-line shopper's req/s ÷ a guest's",
    of: shopperShare('pglite'),
  },
  {
    key: 'shopperShareOfGuestPostgres',
    column: 'shopper/guest postgres',
    label: "Server render, PostgreSQL: the 48-line shopper's req/s ÷ a guest's",
    of: shopperShare('postgres'),
  },
  {
    key: 'guestShareOfPageAlonePglite',
    column: 'guest/alone pglite',
    label: "Server render, PGlite: a guest's req/s ÷ the page alone's",
    of: routeRatio('pglite', 'guest', 'pageAlone', 'requestsPerSecond'),
  },
  {
    key: 'guestShareOfPageAlonePostgres',
    column: 'guest/alone postgres',
    label: "Server render, PostgreSQL: a guest's req/s ÷ the page alone's",
    of: routeRatio('postgres', 'guest', 'pageAlone', 'requestsPerSecond'),
  },
  {
    key: 'shopperP99OverGuestPostgres',
    column: 'shopper p99/guest postgres',
    label: "Server render, PostgreSQL: the 48-line shopper's p99 ÷ a guest's",
    of: routeRatio('postgres', 'trolleyShopper', 'guest', 'p99Ms'),
  },
  {
    key: 'lcpOverFloor',
    column: 'LCP a/c',
    label: 'Page load, applied: LCP of the federated page ÷ the static floor (a/c)',
    of: (results) => applied(results)?.goals.lcpFederatedOverStatic.value,
  },
  {
    key: 'signedInLcpOverFloor',
    column: 'LCP a′/c',
    label: 'Page load, applied: LCP signed in ÷ the static floor (a′/c)',
    of: (results) => applied(results)?.goals.lcpSignedInOverStatic?.value,
  },
  {
    key: 'tbtOverFallback',
    column: 'TBT a/b',
    label: 'Page load, applied: TBT of the federated page ÷ the fallback-only page (a/b)',
    of: (results) => applied(results)?.ratios.aOverB.tbtMs,
  },
  {
    key: 'searchFirstTouch',
    column: 'search',
    label: 'First touch after load, a guest: search → suggestions ÷ the trivial toggle',
    of: firstTouch('search'),
  },
  {
    key: 'searchTypedFirstTouch',
    column: 'search typed',
    label:
      "First touch after load, a guest: search typed at a typist's pace, 3rd letter → suggestions ÷ the trivial toggle",
    of: firstTouch('searchTyped'),
  },
  {
    key: 'multiSearchFirstTouch',
    column: 'multi-search',
    label: 'First touch after load, a guest: Multi-search → its dialog ÷ the trivial toggle',
    of: firstTouch('multiSearch'),
  },
  {
    key: 'navigationToInteractive',
    column: 'navigation',
    label: 'Navigation → header interactive ÷ the trivial toggle',
    of: ({ interaction }) => interaction?.navigationToInteractive.ratioToTrivial,
  },
];

/** A run's main ratios by key; a ratio the run has no figures for is left out. */
export function mainRatios(results: BenchResults): Record<string, number> {
  return Object.fromEntries(
    MAIN_RATIOS.flatMap(({ key, of }) => {
      const value = of(results);
      return value === undefined || !Number.isFinite(value) ? [] : [[key, value]];
    }),
  );
}
