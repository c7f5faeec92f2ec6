/**
 * `npm run bench`: weight, page load, interaction and services capacity in
 * one run. Prints one table and writes bench/results/latest.json (a partial
 * run, `--only …` or `--quick`, writes results/last-partial.json instead); every run
 * appends its line to results/runs.jsonl, which `--history` shows. Options: see
 * options.ts. Exits 1 when a part fails or a weight is over its budget.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { launchChromium } from './browser/chromium.ts';
import { ensureBuild } from './build/ensure-build.ts';
import { measureInteraction } from './interaction/interaction.ts';
import { SUGGEST_PREFIXES } from './interaction/targets.ts';
import { appendRun, currentCommit, RUNS_FILE, showHistory } from './history/runs-file.ts';
import { runLine } from './history/run-line.ts';
import { isComplete, OptionsError, parseOptions, type BenchOptions, type Part } from './options.ts';
import { measurePageLoad, type PageLoadReport } from './page-load/page-load.ts';
import { measureLongFrames } from './page-load/long-frames.ts';
import { measureClientRenderedTransfer } from './page-load/client-rendered-page.ts';
import { measureRemoteTransfer } from './page-load/remote-transfer.ts';
import { capturePage, serveStatic, staticPage } from './page-load/static-page.ts';
import { describeMachine } from './report/machine.ts';
import type { BenchResults, WeightResults } from './report/results.ts';
import { configurationNote, contributorLines, renderTable, tableRows } from './report/rows.ts';
import { writeLatestSection } from './report/latest-section.ts';
import { keepingSoak, withSoakOf } from './report/latest-soak.ts';
import { BENCH_PORTS, ROOT } from './servers/servers.ts';
import { GROCERIES_HOME, type Site, type SiteOptions, startSite } from './servers/site.ts';
import { createBookedShopper } from './server-render/booked-shopper.ts';
import { measureServerRender, type ServerRenderReport } from './server-render/server-render.ts';
import { postgresMayAnswer } from './services/postgres-probe.ts';
import { heapSnapshotFlags, measureSoak } from './soak/soak.ts';
import { type DatabaseName, measureServices } from './services/services-bench.ts';
import { budgetsFrom, checkBudgets, readBudgets, writeBudgets } from './weight/budgets.ts';
import { defaultDirs, measureWeight, weightFigures } from './weight/measure-weight.ts';

const RESULTS_DIR = path.join(ROOT, 'bench', 'results');
const TOP = 15;

const log = (line: string) => console.log(line);

/** Formatted as the repository's Prettier would, so the format check passes on the committed file. */
async function writeJson(file: string, data: unknown): Promise<void> {
  const prettierOptions = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(JSON.stringify(data), { ...prettierOptions, parser: 'json' }));
}

function weightPart(options: BenchOptions): WeightResults {
  const report = measureWeight(defaultDirs(ROOT));
  const figures = weightFigures(report);
  if (options.writeBudgets) {
    let previous;
    try {
      previous = readBudgets();
    } catch {
      previous = undefined;
    }
    writeBudgets(budgetsFrom(figures, previous));
    log('  bench/budgets.json re-baselined at today’s figures plus the margin');
  }
  const trimmed = (set: (typeof report)[keyof typeof report]) => ({
    ...set,
    contributors: set.contributors.slice(0, TOP),
    modules: set.modules.slice(0, TOP),
  });
  return {
    remoteCritical: trimmed(report.remoteCritical),
    remoteCriticalOnContractsHost: trimmed(report.remoteCriticalOnContractsHost),
    remoteEverything: trimmed(report.remoteEverything),
    remoteReactFallback: trimmed(report.remoteReactFallback),
    hostJs: trimmed(report.hostJs),
    budgets: checkBudgets(figures, readBudgets()),
  };
}

type Attempt = <T>(part: string, work: () => Promise<T>) => Promise<T | undefined>;

/** A part's results with the configuration of the site it ran on. */
const on = <T extends object>(site: Site, results: T | undefined) =>
  results && { ...results, configuration: site.configuration };

/**
 * The parts that drive Chromium on the development site (http, the demo data): transfer, a guest's
 * bytes, and interaction, whose signed-in first touches are the demo's booked@example.com.
 */
async function developmentParts(
  site: Site,
  options: BenchOptions,
  attempt: Attempt,
  wants: (part: Part) => boolean,
): Promise<Pick<BenchResults, 'remoteTransfer' | 'clientRenderedTransfer' | 'interaction'>> {
  // Without Chromium these parts fail (listed in the errors); the rest still run.
  const browser = await attempt('Chromium', () => launchChromium());
  if (!browser) return {};
  try {
    const remoteTransfer = wants('transfer')
      ? await attempt('transfer (one guest load of /ecom, bytes from the remote’s origin)', () =>
          measureRemoteTransfer(browser, `${site.hostOrigin}/ecom`, site.remoteOrigin),
        )
      : undefined;
    const clientRenderedTransfer = wants('transfer')
      ? await attempt('transfer (one guest load of a page team’s client-rendered page)', () =>
          measureClientRenderedTransfer(browser, site),
        )
      : undefined;
    const interaction = wants('interaction')
      ? await attempt(`interaction (Playwright, ${options.interactionRuns} runs)`, () =>
          measureInteraction(browser, {
            url: site.headerUrl,
            servicesUrl: site.servicesUrl,
            runs: options.interactionRuns,
            prefixes: SUGGEST_PREFIXES,
          }),
        )
      : undefined;
    return {
      ...(remoteTransfer ? { remoteTransfer: on(site, remoteTransfer) } : {}),
      ...(clientRenderedTransfer ? { clientRenderedTransfer: on(site, clientRenderedTransfer) } : {}),
      ...(interaction ? { interaction: on(site, interaction) } : {}),
    };
  } finally {
    await browser.close();
  }
}

/**
 * Page load (Lighthouse, then long frames in Playwright) on the running site. The signed-in variant's
 * shopper is made through the services' API (production has no demo account); the floor is served
 * as the site is, over https with its certificate in production.
 */
async function pageLoadPart(site: Site, options: BenchOptions): Promise<PageLoadReport> {
  const browser = await launchChromium(site.tls?.cert);
  try {
    const shopper = await createBookedShopper(site.servicesUrl);
    const page = staticPage(await capturePage(browser, site.headerUrl));
    const floor = await serveStatic(page, BENCH_PORTS.staticPage, GROCERIES_HOME, site.tls);
    let lighthouse;
    try {
      lighthouse = await measurePageLoad(
        { federated: site.headerUrl, signedIn: site.headerUrl, fallback: site.fallbackUrl, static: floor.url },
        options.lighthouseRuns,
        { configuration: site.configuration, servicesUrl: site.servicesUrl, certificate: site.tls?.cert, shopper },
      );
    } finally {
      await floor.close();
    }
    const variants = { federated: site.headerUrl, fallback: site.fallbackUrl };
    const longFrames = await measureLongFrames(browser, variants, site.remoteOrigin, options.interactionRuns);
    return { ...lighthouse, longFrames };
  } finally {
    await browser.close();
  }
}

async function main(): Promise<number> {
  const started = performance.now();
  const argv = process.argv.slice(2).filter((arg) => arg !== '--');
  const options = parseOptions(argv);
  if (options.history) {
    showHistory(ROOT, log);
    return 0;
  }
  const wants = (part: Part) => options.parts.includes(part);
  const machine = describeMachine();
  const commit = currentCommit(ROOT);
  const errors: { part: string; message: string }[] = [];
  const attempt: Attempt = async <T>(part: string, work: () => Promise<T>): Promise<T | undefined> => {
    log(`\n▶ ${part}`);
    const partStarted = performance.now();
    try {
      return await work();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      errors.push({ part, message });
      console.error(`  ${part} failed: ${message}`);
      return undefined;
    } finally {
      log(`  (${((performance.now() - partStarted) / 1000).toFixed(1)} s)`);
    }
  };

  const needsSite = wants('transfer') || wants('page') || wants('interaction') || wants('render');
  const needsBuild = wants('weight') || needsSite || wants('soak');
  const build: BenchResults['build'] = needsBuild
    ? ((await attempt('build', () => ensureBuild(ROOT, options.build))) ?? 'failed')
    : 'not needed';
  const built = build !== 'failed';

  const weight = wants('weight') && built ? await attempt('weight', async () => weightPart(options)) : undefined;

  let browserResults: Pick<BenchResults, 'remoteTransfer' | 'clientRenderedTransfer' | 'interaction'> = {};
  let pageLoad: BenchResults['pageLoad'];
  const loadOptions = {
    connections: options.connections,
    durationSeconds: options.durationSeconds,
    warmupSeconds: options.warmupSeconds,
  };
  const renderRuns: ServerRenderReport[] = [];
  const renderSkipped: string[] = [];
  /** Runs `work` on a site started for it (one at a time: they share the bench's ports), then stops the site. */
  const onSite = async (siteOptions: SiteOptions, work: (site: Site) => Promise<void>) => {
    const { configuration = 'development', database = 'pglite' } = siteOptions;
    const site = await attempt(`site (${configuration}, ${database}: services, remote, host, fallback host)`, () =>
      startSite(GROCERIES_HOME, siteOptions),
    );
    if (!site) return;
    if (!site.serverHeaderReady) log('  Note: the host’s /ecom has no server-rendered header after 15 s');
    try {
      await work(site);
    } finally {
      await site.stop();
    }
  };
  if (built && (wants('transfer') || wants('interaction'))) {
    await onSite({ configuration: 'development' }, async (site) => {
      browserResults = await developmentParts(site, options, attempt, wants);
    });
  }
  // Page load and the server render measure what production serves (scripts/production-config.ts).
  if (built && (wants('page') || wants('render'))) {
    await onSite({ configuration: 'production' }, async (site) => {
      if (wants('page')) {
        pageLoad = await attempt(
          `page load (Lighthouse, ${options.lighthouseRuns} runs per variant each way; long frames, ${options.interactionRuns} loads each)`,
          () => pageLoadPart(site, options),
        );
      }
      if (wants('render')) {
        const run = await attempt(`server render, pglite (autocannon, ${options.connections} connections)`, () =>
          measureServerRender(site, 'pglite', loadOptions, log),
        );
        if (run) renderRuns.push(run);
      }
    });
  }
  // The same rows with the services on PostgreSQL: a second site, on a throwaway schema.
  if (wants('render') && built) {
    if (await postgresMayAnswer()) {
      await onSite({ configuration: 'production', database: 'postgres' }, async (site) => {
        const run = await attempt(`server render, postgres (autocannon, ${options.connections} connections)`, () =>
          measureServerRender(site, 'postgres', loadOptions, log),
        );
        if (run) renderRuns.push(run);
      });
    } else {
      renderSkipped.push('postgres: nothing answers on 127.0.0.1:5432 (DATABASE_URL unset)');
    }
  }
  const serverRender: BenchResults['serverRender'] =
    renderRuns.length + renderSkipped.length > 0 ? { runs: renderRuns, skipped: renderSkipped } : undefined;

  let services: BenchResults['services'];
  if (wants('services')) {
    services = await attempt('services and scale (autocannon)', async () => {
      const databases: DatabaseName[] = (await postgresMayAnswer()) ? ['pglite', 'postgres'] : ['pglite'];
      // In process, as development runs them (the demo data, and demo shopper C-1001's trolley).
      const report = { ...(await measureServices(loadOptions, databases, log)), configuration: 'development' as const };
      return databases.length === 1
        ? {
            ...report,
            skipped: [...report.skipped, 'postgres: nothing answers on 127.0.0.1:5432 (DATABASE_URL unset)'],
          }
        : report;
    });
  }

  // Last, on a site of its own (PGlite, the default): nothing else runs beside it.
  const soak =
    wants('soak') && built
      ? await attempt(`soak (${options.soakMinutes} min of mixed traffic at half capacity)`, async () => {
          // The host's heap snapshots stay on this machine: results/ keeps only the two files git tracks.
          const dir = path.join(RESULTS_DIR, `soak-${new Date().toISOString().replaceAll(':', '-')}`);
          mkdirSync(dir, { recursive: true });
          const site = await startSite(GROCERIES_HOME, { hostNodeArgs: heapSnapshotFlags(dir) });
          try {
            const soakOptions = {
              minutes: options.soakMinutes,
              probeSeconds: 10,
              sampleSeconds: 10,
              heapSnapshots: { dir, root: ROOT },
            };
            return on(site, await measureSoak(site, soakOptions, log));
          } finally {
            await site.stop();
          }
        })
      : undefined;

  const results: BenchResults = {
    date: new Date().toISOString(),
    machine,
    command: ['npm run bench', ...(argv.length > 0 ? ['--', ...argv] : [])].join(' '),
    seconds: Math.round((performance.now() - started) / 1000),
    build,
    ...(weight ? { weight } : {}),
    ...browserResults,
    ...(pageLoad ? { pageLoad } : {}),
    ...(serverRender ? { serverRender } : {}),
    ...(services ? { services } : {}),
    ...(soak ? { soak } : {}),
    errors,
  };

  const complete = isComplete(options);
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, complete ? 'latest.json' : 'last-partial.json');
  const latestFile = path.join(RESULTS_DIR, 'latest.json');
  const previous = existsSync(latestFile) ? (JSON.parse(readFileSync(latestFile, 'utf8')) as BenchResults) : undefined;
  // A complete run is the one the docs show: its table goes into bench/README.md as well, with the
  // last soak; a soak run on its own puts its figures into that table.
  const shown = complete
    ? keepingSoak(results, previous)
    : results.soak && !options.quick && previous
      ? withSoakOf(previous, results)
      : undefined;
  await writeJson(file, complete && shown ? shown : results);
  if (shown) {
    if (!complete) await writeJson(latestFile, shown);
    await writeLatestSection(ROOT, shown);
  }
  appendRun(ROOT, runLine(results, commit, options));

  log(`\nBench ${results.date} on ${machine.cores} × ${machine.cpu}, ${machine.memoryGiB} GiB, ${machine.chromium}`);
  log(
    `load average at start ${machine.loadAverageAtStart.map((load) => load.toFixed(2)).join(' ')}; ${results.seconds} s in all\n`,
  );
  const note = configurationNote(results);
  if (note) log(`${note}\n`);
  log(renderTable(tableRows(results)));
  if (weight) log(`\n${contributorLines(weight).join('\n')}`);
  for (const warning of [...(pageLoad?.warnings ?? []), ...(browserResults.interaction?.notes ?? [])])
    log(`Note: ${warning}`);
  log(`\nWritten to ${path.relative(ROOT, file)}, and a line added to ${RUNS_FILE}`);

  const overBudget = weight?.budgets.filter((check) => check.status !== 'within') ?? [];
  for (const check of overBudget)
    console.error(`Weight ${check.name}: ${check.measured} bytes, budget ${check.budget ?? 'none'}`);
  return errors.length > 0 || overBudget.length > 0 ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  if (error instanceof OptionsError) {
    console.error(error.message);
    process.exitCode = 2;
  } else {
    throw error;
  }
}
