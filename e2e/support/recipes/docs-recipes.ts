/**
 * The page-team recipes as docs/page-teams/ prints them: every fenced code block whose info
 * string names a `file=` (and the apps it belongs to, `app=webpack,vite`, or `app=root` for the
 * folder the apps share) is a file of a page team's app. Read from the pages themselves, so what
 * the test builds is what a page team reads.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export type RecipeFile = { readonly app: string; readonly file: string; readonly text: string };

const DOCS = path.join(import.meta.dirname, '..', '..', '..', 'docs', 'page-teams');
/** The recipe pages whose blocks make the apps, in the order docs/page-teams.md lists them. */
export const RECIPE_PAGES = [
  'every-page.md',
  'webpack.md',
  'rsbuild.md',
  'vite.md',
  'runtime-only.md',
  'fragment.md',
  'node.md',
];
const readRecipePages = () => RECIPE_PAGES.map((page) => readFileSync(path.join(DOCS, page), 'utf8')).join('\n');

/** `ts file=vite.config.ts app=vite` → { file, app }; undefined for a block that names no file. */
function fenceAttributes(info: string): { file: string; apps: string[] } | undefined {
  const attributes = Object.fromEntries(
    info
      .split(' ')
      .filter((word) => word.includes('='))
      .map((word) => [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)]),
  );
  const { file, app } = attributes;
  if (file === undefined) return undefined;
  if (app === undefined) throw new Error(`docs/page-teams/: the block of ${file} names no app=`);
  return { file, apps: app.split(',') };
}

/** Every file the docs' blocks make, once per app that takes it, in the docs' order. */
export function recipeFiles(markdown = readRecipePages()): RecipeFile[] {
  const files: RecipeFile[] = [];
  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (!line.startsWith('```') || line === '```') continue;
    const end = lines.indexOf('```', index + 1);
    if (end === -1) throw new Error(`docs/page-teams/: the block at line ${index + 1} never closes`);
    const attributes = fenceAttributes(line.slice(3));
    const text = `${lines.slice(index + 1, end).join('\n')}\n`;
    for (const app of attributes?.apps ?? []) files.push({ app, file: attributes?.file ?? '', text });
    index = end;
  }
  return files;
}

/** The packages the `install.sh` blocks install, as `package.json` would list them. */
export function installedPackages(files: readonly RecipeFile[]) {
  const dependencies: Record<string, string> = {};
  const devDependencies: Record<string, string> = {};
  const commands = files.filter((file) => file.file === 'install.sh').flatMap((file) => file.text.trim().split('\n'));
  for (const command of commands) {
    const words = command.trim().split(/\s+/);
    if (words[0] !== 'npm' || words[1] !== 'install') throw new Error(`install.sh: not an npm install: ${command}`);
    const into = words.includes('--save-dev') ? devDependencies : dependencies;
    for (const spec of words.slice(2).filter((word) => !word.startsWith('-'))) {
      const at = spec.lastIndexOf('@');
      if (at <= 0) throw new Error(`install.sh: ${spec} has no pinned version`);
      into[spec.slice(0, at)] = spec.slice(at + 1);
    }
  }
  return { dependencies, devDependencies };
}

/**
 * A Python page server's text with `seconds` in place of the docs' 400 ms for the whole header (the
 * total deadline and each read's timeout); throws when the printed deadline has moved, so a spec that
 * relaxes it never runs the docs' deadline unawares.
 */
export function withPythonDeadline(file: string, text: string, seconds: number): string {
  const changed = text.replaceAll('+ 0.4', `+ ${seconds}`).replaceAll('timeout=0.4', `timeout=${seconds}`);
  if (/\b0\.4\b/.test(changed)) throw new Error(`${file}: the recipe's deadline has moved`);
  return changed;
}
