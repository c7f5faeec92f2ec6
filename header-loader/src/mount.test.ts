// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/** Every package a module imports, through the modules of this package it imports, type-only imports aside. */
function packagesImportedBy(file: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, typeOnly, specifier = ''] of source.matchAll(/^(?:import|export)( type)? [^;]*? from '([^']+)';/gm)) {
    if (typeOnly) continue;
    if (!specifier.startsWith('.')) packages.add(specifier);
    else for (const found of packagesImportedBy(path.resolve(path.dirname(file), specifier), seen)) packages.add(found);
  }
  return packages;
}

it('bundles without React: nothing /mount imports imports react', () => {
  const packages = [...packagesImportedBy(path.join(import.meta.dirname, 'mount.ts'))];
  expect(packages.filter((name) => /^react(-dom)?(\/|$)/.test(name))).toEqual([]);
  // The check sees the imports: the runtime and the contract are there.
  expect(packages).toContain('@module-federation/runtime');
  expect(packages).toContain('@grocer/shared-contracts');
  // The package's root carries SiteHeader, which needs React: that is why /mount exists.
  expect([...packagesImportedBy(path.join(import.meta.dirname, 'index.ts'))]).toContain('react');
});
