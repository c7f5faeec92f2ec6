/**
 * The soak runs on its own (an hour; a plain run leaves it out), yet its figures belong in the
 * README's table with the rest. So a run of the soak without the other parts puts its soak into
 * results/latest.json, saying when and how it ran, and a complete run that did not soak keeps the
 * soak that is there.
 */
import type { BenchResults } from './results.ts';

/** The latest results with `run`'s soak in place of theirs, marked as run apart. */
export function withSoakOf(latest: BenchResults, run: BenchResults): BenchResults {
  if (!run.soak) return latest;
  const { date, command, seconds, machine } = run;
  return {
    ...latest,
    soak: { ...run.soak, ranApart: { date, command, seconds, loadAverageAtStart: machine.loadAverageAtStart } },
  };
}

/** A complete run's results, keeping the soak of the results before them when the run did not soak. */
export function keepingSoak(results: BenchResults, previous: BenchResults | undefined): BenchResults {
  if (results.soak || !previous?.soak) return results;
  // A soak that ran with the previous run's other parts ran apart from these.
  return previous.soak.ranApart ? { ...results, soak: previous.soak } : withSoakOf(results, previous);
}
