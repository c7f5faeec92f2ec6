import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ROOT } from './processes.ts';
import { USAGE, registryArgument } from './publish-kit.ts';

/**
 * The publish command's one argument. Publishing itself is run by the page-team recipes, which
 * install what it published (e2e/tests/page-team-recipes.spec.ts).
 */
describe('npm run publish-kit', () => {
  it('takes the registry it is given, with its trailing slash', () => {
    expect(registryArgument(['--registry', 'https://npm.fernleaf.example'])).toBe('https://npm.fernleaf.example/');
    expect(registryArgument(['--registry=http://127.0.0.1:4873/'])).toBe('http://127.0.0.1:4873/');
  });

  it.each([[[]], [['--registry', 'npm.fernleaf.example']], [['--registry', 'file:///tmp/registry']]])(
    'refuses %j: it never publishes to a registry it was not given',
    (args) => {
      expect(() => registryArgument(args)).toThrow(USAGE);
    },
  );

  it('exits 1 with its usage when run without a registry, building nothing', async () => {
    const run = promisify(execFile)(process.execPath, [path.join(ROOT, 'scripts', 'publish-kit.ts')]);
    await expect(run).rejects.toMatchObject({ code: 1, stderr: `No registry to publish to.\n${USAGE}\n` });
  });
});
