/**
 * The web-vitals library's attribution build, in a chunk of its own that the live header asks for
 * once the page is idle and only with the shopper's consent (decision 042): never on the page's
 * critical path. One set of observers per page, whatever number of headers listen.
 */
import { onCLS, onINP, onLCP, type CLSMetricWithAttribution } from 'web-vitals/attribution';
import { controlName, isInHeader, type Vital } from './vitals-rules.ts';

type Report = (id: string, vital: Vital) => void;

/** What `generateTarget` gives an element of the header: this, then its control's name. */
const HEADER = 'header>';
/** The library's target strings for the header's elements are ours; the page's are never sent, so they are all one. */
const generateTarget = (node: Node | null) => (isInHeader(node) ? `${HEADER}${controlName(node)}` : 'page');
const inHeader = (target: string | undefined) => target?.startsWith(HEADER) === true;
/** The contract's ceiling for a measurement (a minute). */
const capped = (value: number) => Math.min(Math.max(value, 0), 60_000);

/** The header's share of the page's worst window of shifts: those with a source in the header. */
export function headerShiftShare(metric: Pick<CLSMetricWithAttribution, 'entries'>): number {
  return metric.entries
    .filter((entry) => entry.sources.some((source) => isInHeader(source.node)))
    .reduce((sum, entry) => sum + entry.value, 0);
}

const listeners = new Set<Report>();
let watching = false;
const tell: Report = (id, vital) => listeners.forEach((report) => report(id, vital));

/** Reports the page's LCP, INP and the header's CLS to `report` until the returned function is called. */
export function watchPageVitals(report: Report): () => void {
  listeners.add(report);
  if (!watching) {
    watching = true;
    onLCP(
      ({ id, value, attribution }) =>
        tell(id, { metric: 'LCP', value: capped(value), fromHeader: inHeader(attribution.target) }),
      {
        generateTarget,
      },
    );
    onINP(
      ({ id, value, attribution: { interactionTarget } }) =>
        tell(id, {
          metric: 'INP',
          value: capped(value),
          fromHeader: inHeader(interactionTarget),
          ...(inHeader(interactionTarget) ? { control: interactionTarget?.slice(HEADER.length) } : {}),
        }),
      { generateTarget },
    );
    onCLS((metric) => tell(metric.id, { metric: 'CLS', value: capped(headerShiftShare(metric)), fromHeader: true }), {
      generateTarget,
    });
  }
  return () => listeners.delete(report);
}
