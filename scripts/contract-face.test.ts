import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from './processes.ts';

/**
 * The page teams' face of the contract (`@grocer/shared-contracts`, the file
 * `shared-contracts/src/page-teams.ts`) is listed in docs/page-teams.md, every name, and the docs
 * list nothing it does not export.
 */
const ENTRY = path.join(ROOT, 'shared-contracts', 'src', 'page-teams.ts');
const DOCS = path.join(ROOT, 'docs', 'page-teams.md');

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

/** The names in the first column of the docs' table of the entry: each `code` span, less its call's arguments. */
export function documentedNames(markdown: string): string[] {
  const start = markdown.indexOf('These are all its names');
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

  it('is the package root, and page-teams the same file', () => {
    const { exports } = JSON.parse(readFileSync(path.join(ROOT, 'shared-contracts', 'package.json'), 'utf8')) as {
      exports: Record<string, string>;
    };
    expect(exports['.']).toBe('./src/page-teams.ts');
    expect(exports['./page-teams']).toBe('./src/page-teams.ts');
    expect(exports['./domain']).toBe('./src/domain.ts');
  });

  it('reads the table’s names, and a name left out of it is missed', () => {
    const table = [
      'These are all its names:',
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
