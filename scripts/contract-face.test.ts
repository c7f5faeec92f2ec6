import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from './processes.ts';

/**
 * The page teams' face of the contract (`@grocer/shared-contracts`, the file
 * `shared-contracts/src/page-teams.ts`) is listed in docs/page-teams.md, every name, and the docs
 * list nothing it does not export. No name is exported by two of the package's entries, so there
 * is one door to each: a page team, or the header's own code, cannot take a face name from elsewhere.
 */
const CONTRACTS = path.join(ROOT, 'shared-contracts');
const ENTRY = path.join(CONTRACTS, 'src', 'page-teams.ts');
const DOCS = path.join(ROOT, 'docs', 'page-teams.md');
const packageExports = () =>
  (JSON.parse(readFileSync(path.join(CONTRACTS, 'package.json'), 'utf8')) as { exports: Record<string, string> })
    .exports;

/** Every name the module exports, values and types. */
function exportedNames(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      names.push(...statement.exportClause.elements.map((element) => element.name.text));
    }
    const exported = ts.canHaveModifiers(statement)
      ? ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
      : false;
    if (exported && (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement))) {
      names.push(statement.name.text);
    }
  }
  return names.sort();
}

/** Each name exported by more than one of the package's entries, with those entries (the checker's view: types and values). */
function namesInTwoEntries(entries: Record<string, string>): Record<string, string[]> {
  const files = Object.entries(entries).filter(([, target]) => target.endsWith('.ts'));
  const program = ts.createProgram(
    files.map(([, target]) => path.join(CONTRACTS, target)),
    {
      module: ts.ModuleKind.Preserve,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      allowImportingTsExtensions: true,
      noEmit: true,
      // The export lists are all it reads: without the standard library's types it takes a second, not ten.
      noLib: true,
      types: [],
    },
  );
  const checker = program.getTypeChecker();
  const entriesOf: Record<string, string[]> = {};
  for (const [subpath, target] of files) {
    const source = program.getSourceFile(path.join(CONTRACTS, target));
    const module = source && checker.getSymbolAtLocation(source);
    if (!module) throw new Error(`${subpath}: ${target} is not a module`);
    for (const name of checker.getExportsOfModule(module)) (entriesOf[name.name] ??= []).push(subpath);
  }
  return Object.fromEntries(Object.entries(entriesOf).filter(([, subpaths]) => subpaths.length > 1));
}

/** The names in the first column of the docs' table of the entry: each `code` span, less its call's arguments. */
export function documentedNames(markdown: string): string[] {
  const start = markdown.indexOf("These are all the face's names");
  const table = markdown.slice(start).split('\n\n')[1] ?? '';
  return table
    .split('\n')
    .slice(2)
    .flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([A-Za-z_]\w*)/g)].map((match) => match[1] ?? ''))
    .sort();
}

describe("the page teams' face of the contract", () => {
  it('is listed in docs/page-teams.md, every name, and nothing else', () => {
    const names = exportedNames(ENTRY);
    expect(names.length).toBeGreaterThan(30);
    expect(documentedNames(readFileSync(DOCS, 'utf8'))).toEqual(names);
  });

  it("is the package's root, and no other entry is the same file", () => {
    const exports = packageExports();
    expect(exports['.']).toBe('./src/page-teams.ts');
    expect(Object.values(exports).filter((target) => target === './src/page-teams.ts')).toHaveLength(1);
  });

  it('shares no name with another entry, and no two entries share one', () => {
    expect(namesInTwoEntries(packageExports())).toEqual({});
  });

  it('finds a name two entries export', () => {
    const twice = { '.': './src/page-teams.ts', './layout': './src/layout.ts' };
    expect(namesInTwoEntries(twice)).toEqual(
      Object.fromEntries(
        ['BREAKPOINTS', 'HEADER_LAYOUT', 'MAIN_CONTENT_ID', 'SCROLLED_THRESHOLD_PX'].map((name) => [
          name,
          ['.', './layout'],
        ]),
      ),
    );
  });

  it('reads the table’s names, and a name left out of it is missed', () => {
    const table = [
      "These are all the face's names:",
      '',
      '| Name | What it is |',
      '| --- | --- |',
      '| `HeaderProps`, `readCspNonce(document)` | props |',
      '| `ROUTES` | routes, with `searchUrl` in the prose column |',
      '',
    ].join('\n');
    expect(documentedNames(table)).toEqual(['HeaderProps', 'ROUTES', 'readCspNonce']);
  });
});
