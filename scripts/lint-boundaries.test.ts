import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT } from './processes.ts';

const eslint = new ESLint({ cwd: ROOT });

async function boundaryErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${ROOT}/${file}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the app boundary lint rule', () => {
  it.each([
    ['header-remote/src/app/x.ts', "import { findPage } from '../../../shell-host/src/pages/routes.ts';", 'shell-host'],
    ['header-remote/src/x.ts', "import { buildApp } from '@grocer/services';", 'services'],
    ['shell-host/src/x.ts', "import { Header } from '../../header-remote/src/app/header.tsx';", 'header-remote'],
    ['services/src/x.ts', "import { Header } from '@grocer/header-remote/header';", 'header-remote'],
  ])('stops %s importing another app', async (file, source, other) => {
    expect(await boundaryErrors(file, `${source}\nexport {};\n`)).toEqual([
      expect.stringContaining(`must not import ${other}: only @grocer/shared-contracts is shared`),
    ]);
  });

  it('lets every app import the shared contracts', async () => {
    for (const app of ['header-remote', 'shell-host', 'services']) {
      const source = "import { CONTRACT_VERSION } from '@grocer/shared-contracts';\nexport { CONTRACT_VERSION };\n";
      expect(await boundaryErrors(`${app}/src/x.ts`, source)).toEqual([]);
    }
  });
});
