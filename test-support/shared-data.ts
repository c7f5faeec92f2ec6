import { existsSync } from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.join(import.meta.dirname, '..');

/**
 * Where the workplace's reference data lives (real product listings, baskets,
 * recipe lines: tests and benchmarks only, never copied into the repository):
 * SHARED_DATA_DIR if set, else `../shared/data` beside the repository, else
 * /work/shared/data. A missing file fails the test with this message rather
 * than silently skipping it.
 */
export function sharedDataPath(file: string): string {
  const candidates = [
    process.env.SHARED_DATA_DIR,
    path.join(REPO_ROOT, '..', 'shared', 'data'),
    '/work/shared/data',
  ].filter((dir): dir is string => typeof dir === 'string' && dir !== '');
  for (const dir of candidates) {
    const candidate = path.join(dir, file);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`Reference data ${file} not found in ${candidates.join(', ')}; set SHARED_DATA_DIR.`);
}
