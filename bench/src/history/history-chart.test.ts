import { describe, expect, it } from 'vitest';
import { historySvg } from './history-chart.ts';
import { twoRuns as runs } from './two-runs.fixture.ts';

/** Each line drawn: its title (the ratio's label) and its points. */
const lines = (svg: string) =>
  [...svg.matchAll(/<title>([^<]*)<\/title><polyline[^>]* points="([^"]*)"/g)].map(([, title, points]) => ({
    title,
    points: (points ?? '').split(' ').map((point) => point.split(',').map(Number)),
  }));

describe('the history chart', () => {
  const svg = historySvg(runs);

  it('draws a line for each ratio the runs have, through each run that has it, left to right', () => {
    const drawn = lines(svg);
    expect(drawn.map((line) => line.title)).toEqual([
      'Page load, applied: LCP of the federated page ÷ the static floor (a/c)',
      'First touch after load, a guest: search → suggestions ÷ the trivial toggle',
      'Navigation → header interactive ÷ the trivial toggle',
    ]);
    const [lcp, search, navigation] = drawn;
    expect(lcp?.points).toHaveLength(2);
    expect(search?.points[0]?.[0]).toBeLessThan(search?.points[1]?.[0] ?? 0);
    expect(navigation?.points).toHaveLength(1);
  });

  it('puts a bigger ratio higher, on a log scale with 1× marked', () => {
    const [lcp, search] = lines(svg);
    const yOf = (line: typeof lcp, index: number) => line?.points[index]?.[1] ?? NaN;
    expect(yOf(search, 0)).toBeLessThan(yOf(lcp, 0));
    expect(yOf(lcp, 0)).toBeLessThan(yOf(lcp, 1));
    expect(svg).toContain('>1×</text>');
    expect(svg).toContain('>10×</text>');
    expect(svg).toContain('>100×</text>');
  });

  it('labels the runs by date and every ratio in the legend', () => {
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('>2026-12-01</text>');
    expect(svg).toContain('>2026-12-02</text>');
    expect(svg).toContain(">Server render, PostgreSQL: the 48-line shopper's req/s ÷ a guest's</text>");
  });

  it('is an empty plot with its axes when there are no runs yet', () => {
    const empty = historySvg([]);
    expect(lines(empty)).toEqual([]);
    expect(empty).toContain('(0 runs;');
  });
});
