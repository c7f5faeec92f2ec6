/**
 * The main ratios run by run as an SVG: a line per ratio, the runs in order along x, the ratio on a
 * logarithmic y (the ratios run from a fraction to tens), a legend under the plot.
 */
import { MAIN_RATIOS } from './main-ratios.ts';
import type { RunLine } from './run-line.ts';

const WIDTH = 900;
const PLOT = { left: 60, top: 40, width: 810, height: 300 };
const LEGEND_TOP = PLOT.top + PLOT.height + 50;
const LEGEND_ROW = 20;
const COLOURS = ['#1b9e77', '#d95f02', '#7570b3', '#e7298a', '#66a61e', '#e6ab02', '#a6761d', '#444444'];
/** At most this many dates under the x axis, so they do not overlap. */
const MAX_DATE_LABELS = 8;

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
const round = (value: number) => Math.round(value * 10) / 10;

/** Whole decades around the values, at least one. */
function decades(values: readonly number[]): { low: number; high: number } {
  if (values.length === 0) return { low: -1, high: 1 };
  const low = Math.floor(Math.log10(Math.min(...values)));
  const high = Math.ceil(Math.log10(Math.max(...values)));
  return { low, high: high > low ? high : low + 1 };
}

export function historySvg(runs: readonly RunLine[]): string {
  const values = runs.flatMap((run) => Object.values(run.ratios)).filter((value) => value > 0);
  const { low, high } = decades(values);
  const y = (value: number) => round(PLOT.top + PLOT.height - ((Math.log10(value) - low) / (high - low)) * PLOT.height);
  // Inset from the plot's edges, so the first and last dates fit under their points.
  const inset = 40;
  const x = (index: number) =>
    round(
      PLOT.left +
        inset +
        (runs.length === 1 ? PLOT.width / 2 - inset : (index / (runs.length - 1)) * (PLOT.width - 2 * inset)),
    );

  const ticks = Array.from({ length: high - low + 1 }, (_, decade) =>
    [1, 2, 5].map((step) => step * 10 ** (low + decade)),
  )
    .flat()
    .filter((tick) => tick <= 10 ** high * 1.0001);
  const tickText = (tick: number) => `${Number(tick.toPrecision(1))}×`;
  const yAxis = ticks.map((tick) => {
    const at = y(tick);
    return (
      `<line x1="${PLOT.left}" y1="${at}" x2="${PLOT.left + PLOT.width}" y2="${at}" stroke="${tick === 1 ? '#999' : '#e4e4e4'}"/>` +
      `<text x="${PLOT.left - 6}" y="${at + 4}" text-anchor="end">${tickText(tick)}</text>`
    );
  });

  const step = Math.ceil(runs.length / MAX_DATE_LABELS);
  const xAxis = runs.flatMap((run, index) =>
    index % step === 0 || index === runs.length - 1
      ? [
          `<text x="${x(index)}" y="${PLOT.top + PLOT.height + 18}" text-anchor="middle">${run.date.slice(0, 10)}</text>`,
        ]
      : [],
  );

  const series = MAIN_RATIOS.flatMap((ratio, index) => {
    const colour = COLOURS[index % COLOURS.length];
    const points = runs.flatMap((run, at) => {
      const value = run.ratios[ratio.key];
      return value !== undefined && value > 0 ? [{ x: x(at), y: y(value) }] : [];
    });
    if (points.length === 0) return [];
    return [
      `<g stroke="${colour}" fill="${colour}"><title>${escapeXml(ratio.label)}</title>` +
        `<polyline fill="none" stroke-width="2" points="${points.map((point) => `${point.x},${point.y}`).join(' ')}"/>` +
        points.map((point) => `<circle cx="${point.x}" cy="${point.y}" r="3"/>`).join('') +
        '</g>',
    ];
  });

  const legend = MAIN_RATIOS.map((ratio, index) => {
    const top = LEGEND_TOP + index * LEGEND_ROW;
    return (
      `<rect x="${PLOT.left}" y="${top - 10}" width="14" height="4" fill="${COLOURS[index % COLOURS.length]}"/>` +
      `<text x="${PLOT.left + 22}" y="${top - 4}">${escapeXml(ratio.label)}</text>`
    );
  });

  const height = LEGEND_TOP + MAIN_RATIOS.length * LEGEND_ROW;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="sans-serif" font-size="12">`,
    `<rect width="${WIDTH}" height="${height}" fill="white"/>`,
    `<text x="${PLOT.left}" y="20" font-size="14">The bench's main ratios, run by run (${runs.length} run${runs.length === 1 ? '' : 's'}; each a ratio within its run, log scale)</text>`,
    ...yAxis,
    `<line x1="${PLOT.left}" y1="${PLOT.top + PLOT.height}" x2="${PLOT.left + PLOT.width}" y2="${PLOT.top + PLOT.height}" stroke="#333"/>`,
    ...xAxis,
    ...series,
    ...legend,
    '</svg>',
    '',
  ].join('\n');
}
