import { VITAL_THRESHOLDS, type VitalMetric, type VitalsSummary } from '@grocer/shared-contracts/domain';
import layout from '../shared/page-layout.module.css';
import styles from './vitals-page.module.css';

export const METRIC_NAMES: Record<VitalMetric, string> = {
  LCP: 'Largest contentful paint (LCP)',
  INP: 'Interaction to next paint (INP)',
  CLS: 'Cumulative layout shift (CLS)',
  hydration: 'Time to hydrate the header',
};

/** Which of a metric's measurements were the header's, where not all are (CLS and hydration are its own). */
const HEADER_PART: Partial<Record<VitalMetric, string>> = {
  LCP: 'the pages whose largest paint was in the header',
  INP: 'the interactions with its controls',
};

/** A value as people read it: milliseconds, or CLS's unitless score. */
export function formatVital(metric: VitalMetric, value: number): string {
  return metric === 'CLS' ? value.toFixed(3) : `${Math.round(value).toLocaleString('en-GB')} ms`;
}

/** Enough for every page type of a host or two; more lines would not be read. */
const MAX_SERIES = 8;
/** A class per line (vitals-page.module.css): colours from the stylesheet, no inline style for the CSP to refuse. */
const seriesClass = (index: number) => styles[`series${index}`];
const WIDTH = 560;
const HEIGHT = 200;
const PAD = { left: 64, right: 16, top: 12, bottom: 28 };

type Props = { readonly metric: VitalMetric; readonly summary: VitalsSummary };

/**
 * One metric over the last releases: a line of p75 per host and page type, the "good" threshold
 * dashed across, and the same numbers in a table for whoever does not read the chart.
 */
export function VitalsChart({ metric, summary }: Props) {
  const rows = summary.p75.filter((row) => row.metric === metric);
  const series = [...new Set(rows.map((row) => `${row.host} / ${row.pageType}`))].sort().slice(0, MAX_SERIES);
  const { releases } = summary;
  const good = VITAL_THRESHOLDS[metric].good;
  const value = (name: string, release: string) =>
    rows.find((row) => `${row.host} / ${row.pageType}` === name && row.release === release);
  const top = Math.max(VITAL_THRESHOLDS[metric].poor, ...rows.map((row) => row.p75)) * 1.1;
  const x = (index: number) =>
    PAD.left + (releases.length < 2 ? 0.5 : index / (releases.length - 1)) * (WIDTH - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + (1 - v / top) * (HEIGHT - PAD.top - PAD.bottom);
  const headingId = `vitals-${metric}`;
  return (
    <section className={styles.metric} aria-labelledby={headingId}>
      <h2 id={headingId} className={layout.subheading}>
        {METRIC_NAMES[metric]}
      </h2>
      {series.length === 0 ? (
        <p className={layout.message}>No measurements in these releases.</p>
      ) : (
        <>
          <svg
            className={styles.chart}
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="img"
            aria-label={`p75 of ${METRIC_NAMES[metric]} over the last ${releases.length} releases; good is at most ${formatVital(metric, good)}`}
          >
            <line className={styles.axis} x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={HEIGHT - PAD.bottom} />
            <line
              className={styles.axis}
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={HEIGHT - PAD.bottom}
              y2={HEIGHT - PAD.bottom}
            />
            <line className={styles.good} x1={PAD.left} x2={WIDTH - PAD.right} y1={y(good)} y2={y(good)} />
            <text className={styles.label} x={PAD.left - 6} y={y(good) + 4} textAnchor="end">
              good
            </text>
            <text className={styles.label} x={PAD.left - 6} y={PAD.top + 8} textAnchor="end">
              {formatVital(metric, top)}
            </text>
            {releases.map((release, index) => (
              <text key={release} className={styles.label} x={x(index)} y={HEIGHT - 8} textAnchor="middle">
                {release.slice(0, 10)}
              </text>
            ))}
            {series.map((name, index) => {
              const points = releases.flatMap((release, at) => {
                const row = value(name, release);
                return row ? [`${x(at)},${y(row.p75)}`] : [];
              });
              return (
                <g key={name} className={seriesClass(index)}>
                  <polyline className={styles.line} points={points.join(' ')} />
                  {points.map((point) => {
                    const [cx, cy] = point.split(',');
                    return <circle key={point} cx={cx} cy={cy} r={3} />;
                  })}
                </g>
              );
            })}
          </svg>
          <div className={layout.scroller}>
            <table className={layout.table}>
              <caption className={layout.caption}>
                p75 of {METRIC_NAMES[metric]} by host and page type (good: at most {formatVital(metric, good)}), how
                many in brackets{HEADER_PART[metric] ? `; the header’s: ${HEADER_PART[metric]}` : ''}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Host / page type</th>
                  {releases.map((release) => (
                    <th key={release} scope="col">
                      {release}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {series.map((name, index) => (
                  <tr key={name}>
                    <th scope="row">
                      <span className={`${styles.swatch} ${seriesClass(index)}`} aria-hidden="true" />
                      {name}
                    </th>
                    {releases.map((release) => {
                      const row = value(name, release);
                      return (
                        <td key={release}>
                          {row ? `${formatVital(metric, row.p75)} (${row.count})` : '–'}
                          {row && row.p75 > good ? ' (not good)' : ''}
                          {row && HEADER_PART[metric] && row.headerP75 !== null
                            ? `; the header’s: ${formatVital(metric, row.headerP75)} (${row.headerCount})`
                            : ''}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
