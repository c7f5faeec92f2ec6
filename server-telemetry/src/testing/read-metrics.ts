/**
 * Reads a sample from Prometheus' text format, for tests: the sum of every series of `name`
 * whose labels include `labels` (0 when none does).
 */
export function sampleOf(text: string, name: string, labels: Readonly<Record<string, string>> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const close = line.lastIndexOf('}');
    const labelText = close === -1 ? '' : `,${line.slice(name.length + 1, close)}`;
    if (Object.entries(labels).every(([key, value]) => labelText.includes(`,${key}="${value}"`))) {
      sum += Number(line.slice(close === -1 ? name.length : close + 1).trim());
    }
  }
  return sum;
}
