/** A page server's metrics as the tests read them: each hook's calls counted by name (and label). */
import type { HeaderMetrics } from '../header-metrics.ts';

export function countedMetrics() {
  const counts = new Map<string, number>();
  const count = (name: string) => counts.set(name, (counts.get(name) ?? 0) + 1);
  let serving: string | undefined;
  const metrics: HeaderMetrics = {
    timeRender: () => (reason) => count(reason === undefined ? 'rendered' : `fallback:${reason}`),
    budgetMissed: () => count('budgetMissed'),
    releaseLoaded: () => count('releaseLoaded'),
    releaseServing: (release) => (serving = release),
    releaseRefused: (reason) => count(`refused:${reason}`),
    releaseLoadFailed: () => count('releaseLoadFailed'),
    renderHeld: () => count('renderHeld'),
  };
  return { metrics, counted: (name: string) => counts.get(name) ?? 0, serving: () => serving };
}
