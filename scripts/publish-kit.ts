/**
 * Publishes the page teams' kit to the registry it is given: the contract, then the loader.
 *
 *   npm run publish-kit -- --registry https://npm.fernleaf.example/
 *
 * Each package is built by its own build-package.ts into a folder of its own (JavaScript, .d.ts,
 * and a package.json whose `exports` point at them and whose dependency on the contract names its
 * version), and `npm publish` packs and sends that folder, with the token `npm login --registry`
 * left in the user's .npmrc. A version the registry already holds is skipped when its tarball is
 * the same, and refused when it differs: a published version never changes, so raise it instead.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { buildPackage as buildLoader } from '../header-loader/build-package.ts';
import { buildPackage as buildContract } from '../shared-contracts/build-package.ts';

const run = promisify(execFile);
const npmEnv = { ...process.env, npm_config_update_notifier: 'false', npm_config_audit: 'false' };

export const USAGE =
  'Usage: npm run publish-kit -- --registry <url>   (the registry page teams install @grocer/* from)';

/** The registry named by `--registry`, with its trailing slash; throws the usage without one. */
export function registryArgument(args: readonly string[]): string {
  const { values } = parseArgs({ args: [...args], options: { registry: { type: 'string' } }, strict: true });
  const registry = values.registry === undefined ? undefined : URL.parse(values.registry);
  if (!registry || !/^https?:$/.test(registry.protocol)) throw new Error(`No registry to publish to.\n${USAGE}`);
  return registry.href.endsWith('/') ? registry.href : `${registry.href}/`;
}

/** The tarball's integrity for `name@version` in `registry`, or undefined when it has no such version. */
async function publishedIntegrity(registry: string, spec: string): Promise<string | undefined> {
  try {
    const { stdout } = await run('npm', ['view', spec, 'dist.integrity', '--registry', registry], { env: npmEnv });
    return stdout.trim() || undefined;
  } catch (error) {
    if (/\bE404\b/.test(String((error as { stderr?: string }).stderr))) return undefined;
    throw error;
  }
}

async function packedIntegrity(packageDir: string): Promise<string> {
  const { stdout } = await run('npm', ['pack', '--dry-run', '--json', packageDir], { env: npmEnv });
  const [packed] = JSON.parse(stdout) as { integrity: string }[];
  if (!packed) throw new Error(`npm pack printed nothing for ${packageDir}`);
  return packed.integrity;
}

/** Publishes one built package; says what it did. */
async function publishPackage(registry: string, packageDir: string): Promise<string> {
  const { name, version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  const spec = `${name}@${version}`;
  const published = await publishedIntegrity(registry, spec);
  if (published !== undefined) {
    if (published === (await packedIntegrity(packageDir))) return `${spec} is already in ${registry}: skipped`;
    throw new Error(`${registry} holds another ${spec}: a published version never changes; raise the version`);
  }
  // An absolute path: npm reads `folder/dist` as a GitHub repository.
  await run('npm', ['publish', path.resolve(packageDir), '--registry', registry], { env: npmEnv });
  return `${spec} published to ${registry}`;
}

export async function publishKit(registry: string): Promise<void> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'publish-kit-'));
  try {
    // The contract first: the loader depends on its version.
    console.log(await publishPackage(registry, buildContract(path.join(workDir, 'shared-contracts'))));
    console.log(await publishPackage(registry, buildLoader(path.join(workDir, 'header-loader'))));
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  try {
    await publishKit(registryArgument(process.argv.slice(2)));
  } catch (error) {
    // A failed npm command's message holds its output.
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
