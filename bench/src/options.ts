/**
 * `npm run bench [-- options]`:
 *   --only weight,transfer,page,interaction,render,services,soak   parts to run (default: all but soak;
 *                          services includes the scale part; transfer: bytes from the remote's origin in one
 *                          load of /ecom; render: the host's /ecom under load, with and without the
 *                          server-rendered header; soak: mixed traffic at half capacity for --soak-minutes)
 *   --soak-minutes 10      how long the soak runs
 *   --runs 5               Lighthouse runs per variant and way of throttling
 *   --interaction-runs 10  runs per interaction timing (at least 10 for the reported figures)
 *   --duration 5 --warmup 1 --connections 10   each load test (services and render)
 *   --build / --no-build   force or skip the production build (default: build when sources are newer)
 *   --write-budgets        re-baseline bench/budgets.json at today's weights plus the margin
 *   --quick                a smoke run: 1 Lighthouse run, 3 interaction runs, 1 s load tests
 *   --history              measure nothing: print the runs in results/runs.jsonl and chart their main ratios
 */
import type { BuildChoice } from './build/ensure-build.ts';

export const PARTS = ['weight', 'transfer', 'page', 'interaction', 'render', 'services', 'soak'] as const;
export type Part = (typeof PARTS)[number];
/** What a plain `npm run bench` runs: every part but the soak, which takes ten minutes on its own. */
export const DEFAULT_PARTS: readonly Part[] = PARTS.filter((part) => part !== 'soak');

export type BenchOptions = {
  readonly parts: readonly Part[];
  readonly lighthouseRuns: number;
  readonly interactionRuns: number;
  readonly durationSeconds: number;
  readonly warmupSeconds: number;
  readonly connections: number;
  readonly soakMinutes: number;
  readonly build: BuildChoice;
  readonly writeBudgets: boolean;
  /** A smoke run: its figures are not the reported ones, so it never replaces results/latest.json. */
  readonly quick: boolean;
  readonly history: boolean;
};

export const DEFAULTS: BenchOptions = {
  parts: DEFAULT_PARTS,
  lighthouseRuns: 5,
  interactionRuns: 10,
  durationSeconds: 5,
  warmupSeconds: 1,
  connections: 10,
  soakMinutes: 10,
  build: 'auto',
  writeBudgets: false,
  quick: false,
  history: false,
};

const QUICK: Partial<BenchOptions> = {
  quick: true,
  lighthouseRuns: 1,
  interactionRuns: 3,
  durationSeconds: 1,
  warmupSeconds: 0.5,
};

/** Every default part at the reported run counts: only such a run replaces results/latest.json. */
export const isComplete = (options: BenchOptions): boolean =>
  DEFAULT_PARTS.every((part) => options.parts.includes(part)) && !options.quick;

export class OptionsError extends Error {}

function positive(flag: string, text: string | undefined): number {
  const value = Number(text);
  if (text === undefined || !Number.isFinite(value) || value <= 0) {
    throw new OptionsError(`${flag} needs a positive number, not ${text ?? 'nothing'}`);
  }
  return value;
}

export function parseOptions(argv: readonly string[]): BenchOptions {
  let options: BenchOptions = argv.includes('--quick') ? { ...DEFAULTS, ...QUICK } : DEFAULTS;
  for (let index = 0; index < argv.length; index += 1) {
    const flag = argv[index] ?? '';
    const next = () => argv[++index];
    switch (flag) {
      case '--quick':
        break;
      case '--only': {
        const parts = (next() ?? '').split(',').map((part) => (part === 'scale' ? 'services' : part));
        const unknown = parts.filter((part) => !(PARTS as readonly string[]).includes(part));
        if (unknown.length > 0 || parts.length === 0) {
          throw new OptionsError(`--only takes ${PARTS.join(',')}; not ${unknown.join(',') || 'nothing'}`);
        }
        options = { ...options, parts: PARTS.filter((part) => parts.includes(part)) };
        break;
      }
      case '--runs':
        options = { ...options, lighthouseRuns: Math.round(positive(flag, next())) };
        break;
      case '--interaction-runs':
        options = { ...options, interactionRuns: Math.round(positive(flag, next())) };
        break;
      case '--duration':
        options = { ...options, durationSeconds: positive(flag, next()) };
        break;
      case '--warmup':
        options = { ...options, warmupSeconds: positive(flag, next()) };
        break;
      case '--connections':
        options = { ...options, connections: Math.round(positive(flag, next())) };
        break;
      case '--soak-minutes':
        options = { ...options, soakMinutes: positive(flag, next()) };
        break;
      case '--build':
        options = { ...options, build: 'always' };
        break;
      case '--no-build':
        options = { ...options, build: 'never' };
        break;
      case '--write-budgets':
        options = { ...options, writeBudgets: true };
        break;
      case '--history':
        options = { ...options, history: true };
        break;
      default:
        throw new OptionsError(`Unknown option ${flag}`);
    }
  }
  return options;
}
