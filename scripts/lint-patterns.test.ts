import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT } from './processes.ts';

const eslint = new ESLint({ cwd: ROOT });

const LINEAR_RULES = ['regexp/no-super-linear-backtracking', 'regexp/no-super-linear-move'];

async function patternErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${ROOT}/${file}` });
  return (result?.messages ?? [])
    .filter((message) => LINEAR_RULES.includes(message.ruleId ?? ''))
    .map((message) => `${message.ruleId} ${message.severity === 2 ? 'error' : 'warning'}`);
}

const FILES = [
  'shared-contracts/src/x.ts',
  'services/src/x.ts',
  'header-remote/src/x.tsx',
  'shell-host/src/x.ts',
  'shell-host/server.ts',
  'scripts/x.ts',
];

describe('the linear-pattern lint rules', () => {
  it.each(FILES)('refuse a pattern that backtracks polynomially in %s', async (file) => {
    // The registration email pattern that took 3.4 s to refuse a 60 KB address.
    const source = 'export const isEmail = (text: string) => /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/.test(text);\n';
    expect(await patternErrors(file, source)).toEqual(['regexp/no-super-linear-backtracking error']);
  });

  it.each(FILES)('refuse a pattern that moves quadratically in %s', async (file) => {
    // From every "/" of a long run, `\/+$` scans to the end again.
    const source = "export const trimmed = (path: string) => path.replace(/\\/+$/, '');\n";
    expect(await patternErrors(file, source)).toEqual(['regexp/no-super-linear-move error']);
  });

  it('refuses exponential backtracking too', async () => {
    const source = 'export const isWords = (text: string) => /^(\\w+\\s?)+$/.test(text);\n';
    expect(await patternErrors('services/src/x.ts', source)).toContain('regexp/no-super-linear-backtracking error');
  });

  it('refuses a quadratic pattern even when exported for use elsewhere', async () => {
    const source = 'export const HTML_TAG = /<[^>]*>/g;\n';
    expect(await patternErrors('shared-contracts/src/x.ts', source)).toEqual(['regexp/no-super-linear-move error']);
  });

  it.each(FILES)('accept the linear forms of the same patterns in %s', async (file) => {
    const source = [
      'export const isEmail = (text: string) => /^[^\\s@]+@[^\\s@][^\\s@.]*\\.[^\\s@]+$/.test(text);',
      "export const trimmed = (path: string) => path.replace(/(?<!\\/)\\/+$/, '');",
      'export const isId = (text: string) => /^[A-Za-z0-9-]{1,64}$/.test(text);',
      '',
    ].join('\n');
    expect(await patternErrors(file, source)).toEqual([]);
  });
});
