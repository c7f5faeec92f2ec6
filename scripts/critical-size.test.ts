import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApps } from './build.ts';
import { measureCriticalSize } from './critical-size.ts';
import { ROOT } from './processes.ts';

const dist = path.join(ROOT, 'header-remote', 'dist');

/**
 * gzip bytes a page downloads from the remote to show the closed header, React
 * excluded. Deterministic for a given build, so it is safe as a budget here.
 * Raise it only with a reason in the commit message. History: 40 KB for the
 * frame (38.3 KB); 42 KB once the closed search box and the multi-search button
 * joined it (40.7 KB, with everything behind them loaded on first use).
 *
 * 56.5 KB (55.5 KB measured, rounded up to the half KB, plus 1 KB headroom) once
 * the issue-6/7 features joined the closed header: the trolley summary, the slot
 * button, the checkout button (with the contracts' schema-free trolley rules),
 * the account links with the My account button, and the amend bar's gate. The
 * figure holds remoteEntry.js 23.8 KB (federation runtime; its chunk map grew by
 * the new lazy chunks), the ./Header expose 15.9 KB (6.3 before), zod 11.9 KB
 * (7.2 before) and jotai 3.5 KB. zod grew although the closed header parses only
 * its props: webpack keeps whatever part of zod any chunk of the remote uses (the
 * slot, trolley and order schemas of the lazily loaded shopping state), and all
 * of it sits in the one zod chunk the header needs first. Loaded on first use,
 * outside the figure: the amend bar itself, the My account panel, the checkout
 * note, the booked slot, the shopping state and every call.
 *
 * 59 KB (58.0 KB measured, plus 1 KB headroom) once the rest of issue 7's
 * always-on pieces joined: the consent gate in the emitter (read on every
 * event), the personalisation reporter, the app banner's rule and gate (its
 * card loads only where it shows) and the scrolled-header sentinel. Issue 8
 * sets the budgets for real; CSS minification (about 1.2 KB measured) and the
 * host sharing the federation runtime are its first candidates.
 */
const CRITICAL_GZIP_BUDGET = 59 * 1024;

describe('the header remote', () => {
  beforeAll(async () => {
    if (!existsSync(path.join(dist, 'mf-manifest.json'))) expect(await buildApps()).toBe(0);
  }, 120_000);

  it(`loads at most ${CRITICAL_GZIP_BUDGET / 1024} KB gzip of critical JavaScript for the closed header`, () => {
    const size = measureCriticalSize(dist);
    expect(size.files.map((file) => file.why)).toContain('./Header expose');
    expect(size.files.some((file) => /react/.test(file.why))).toBe(false);
    expect(size.totalGzip).toBeLessThanOrEqual(CRITICAL_GZIP_BUDGET);
  });
});
