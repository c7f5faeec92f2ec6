/**
 * One Lighthouse navigation in Debian's Chromium: the default configuration,
 * which is mobile (Moto G Power screen, slow 4G and 4× CPU), with the
 * network and CPU throttled one of Lighthouse's two ways:
 * - `simulated` (Lighthouse's default): the page loads unthrottled and Lantern
 *   estimates the figures from that load's graph of requests and tasks;
 * - `applied` (Lighthouse's `devtools` method): the page loads throttled
 *   (DevTools' network conditions, 562.5 ms round trip and 1.47 Mbit/s down,
 *   and 4× CPU) and the figures are what the load showed.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, trustFlags } from '../browser/chromium.ts';

export type LighthouseFigures = {
  /** 0–100. */
  readonly score: number | undefined;
  readonly lcpMs: number | undefined;
  readonly tbtMs: number | undefined;
  readonly cls: number | undefined;
  readonly totalBytes: number | undefined;
  /** Lighthouse's own complaint about the run, if any (the figures are then unreliable). */
  readonly warning: string | undefined;
};

export const THROTTLING = ['applied', 'simulated'] as const;
export type Throttling = (typeof THROTTLING)[number];
const THROTTLING_METHOD = { applied: 'devtools', simulated: 'simulate' } as const satisfies Record<Throttling, string>;

export type LighthouseChrome = { readonly port: number; close(): Promise<void> };

/** `certificate`: the production site's, which this browser then trusts (chromium.ts). */
export async function launchForLighthouse(certificate?: string): Promise<LighthouseChrome> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS, ...trustFlags(certificate)],
    logLevel: 'silent',
  });
  return { port: chrome.port, close: async () => chrome.kill() };
}

export async function runLighthouse(
  chrome: LighthouseChrome,
  url: string,
  throttling: Throttling,
): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port: chrome.port,
    throttlingMethod: THROTTLING_METHOD[throttling],
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const value = (id: string) => lhr.audits[id]?.numericValue;
  const score = lhr.categories['performance']?.score;
  return {
    score: score === null || score === undefined ? undefined : Math.round(score * 100),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    totalBytes: value('total-byte-weight'),
    warning: lhr.runtimeError?.message ?? (lhr.runWarnings.length > 0 ? lhr.runWarnings.join(' ') : undefined),
  };
}
