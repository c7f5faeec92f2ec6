import { describe, expect, it } from 'vitest';
import { contributorOf, isFederationRuntime, moduleName, packageOf } from './source-kinds.ts';

const pnpm = (pkg: string, file: string) =>
  `webpack://header/../node_modules/.pnpm/${pkg.replace('/', '+')}@1.0.0/node_modules/${pkg}/${file}`;

describe('naming the sources of a build', () => {
  it('finds the package of a pnpm path, scoped or not', () => {
    expect(packageOf(pnpm('react-dom', 'cjs/react-dom-client.production.js'))).toBe('react-dom');
    expect(packageOf(pnpm('@module-federation/sdk', 'dist/utils.js'))).toBe('@module-federation/sdk');
    expect(packageOf('webpack://header/./src/app/header.tsx')).toBeUndefined();
  });

  it('names own modules by their path and webpack’s runtime modules by theirs', () => {
    expect(moduleName('webpack://header/./src/features/search/search-box.tsx')).toBe(
      'src/features/search/search-box.tsx',
    );
    expect(moduleName('webpack://header/../shared-contracts/src/routes.ts')).toBe('shared-contracts/src/routes.ts');
    expect(moduleName('webpack://header/webpack/runtime/sharing')).toBe('webpack/runtime/sharing');
    expect(moduleName(undefined)).toMatch(/unmapped/);
  });

  it('counts the federation packages, its entry and webpack’s federation modules as the federation runtime', () => {
    expect(isFederationRuntime(pnpm('@module-federation/runtime-core', 'dist/core.js'))).toBe(true);
    expect(isFederationRuntime('webpack://header/./node_modules/.federation/entry.abc.js')).toBe(true);
    expect(isFederationRuntime('webpack://header/webpack/container-entry')).toBe(true);
    expect(isFederationRuntime('webpack://header/webpack/runtime/consumes')).toBe(true);
    expect(isFederationRuntime('webpack://header/webpack/runtime/jsonp chunk loading')).toBe(false);
    expect(isFederationRuntime(pnpm('react-dom', 'index.js'))).toBe(false);
    expect(isFederationRuntime(undefined)).toBe(false);
  });

  it('groups contributors by package, by feature folder, and keeps webpack’s own runtime apart', () => {
    expect(contributorOf(pnpm('zod', 'v4/core/schemas.js'))).toBe('zod');
    expect(contributorOf(pnpm('@module-federation/sdk', 'dist/utils.js'))).toBe('Module Federation runtime');
    expect(contributorOf('webpack://header/./src/features/search/search-box.tsx')).toBe('src/features/search');
    expect(contributorOf('webpack://header/./src/ui/modal.tsx')).toBe('src/ui');
    expect(contributorOf('webpack://shell/./src/pages/trolley/trolley-page.tsx')).toBe('src/pages/trolley');
    expect(contributorOf('webpack://header/../shared-contracts/src/routes.ts')).toBe('shared-contracts');
    expect(contributorOf('webpack://header/webpack/runtime/jsonp chunk loading')).toBe('webpack runtime');
  });
});
