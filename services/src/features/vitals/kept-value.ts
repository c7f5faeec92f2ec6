/** Anything smaller is kept as 0: no threshold is near it, and each decade below would be 90 more keys. */
const SMALLEST = 0.001;

/**
 * The value a measurement is counted under: the smallest number of two significant figures at or
 * above it (2,501 ms → 2,600 ms), at most 10% above it. Every "good" and "poor" threshold has two
 * figures (2,500 ms, 0.1, 1,200 ms), so a kept value is on the same side of each as the measured one,
 * and a metric has at most 90 kept values a decade: the counts' keys are bounded.
 */
export function keptValue(value: number): number {
  if (!(value >= SMALLEST)) return 0;
  // toExponential rounds to the nearest; decimal text back to a number gives what SQL's numeric does.
  const [digits = '0', exponent = '0'] = value.toExponential(1).split('e');
  const nearest = Number(`${digits}e${exponent}`);
  if (nearest >= value) return nearest;
  return Number(`${Math.round(Number(digits) * 10) + 1}e${Number(exponent) - 1}`);
}
