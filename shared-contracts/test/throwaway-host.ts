/**
 * A page team's host, outside the workspace: a folder under the OS temp dir with its own
 * node_modules, filled without the network (a tarball extracted, the workspace's copies of
 * zod and React's types linked in), type-checked as a Vite app's tsconfig would
 * (`skipLibCheck` on, bundler resolution). Used by the packed-contract and federated-types tests.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const WORKSPACE = path.join(import.meta.dirname, '..', '..');
const TSC = path.join(WORKSPACE, 'node_modules', 'typescript', 'bin', 'tsc');
const run = promisify(execFile);

/** What a Vite + React template's tsconfig.app.json sets, as far as it matters to these checks. */
export const VITE_LIKE_COMPILER_OPTIONS = {
  target: 'ES2022',
  lib: ['ES2022', 'DOM', 'DOM.Iterable'],
  module: 'ESNext',
  moduleResolution: 'bundler',
  jsx: 'react-jsx',
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
};

export type TypeErrors = { readonly file: string; readonly message: string }[];

export class ThrowawayHost {
  readonly dir = mkdtempSync(path.join(tmpdir(), 'grocer-page-team-'));

  /** Links a package the workspace has installed, as `npm install` would have put it there. */
  linkFromWorkspace(name: string, from = WORKSPACE): void {
    const target = path.join(this.dir, 'node_modules', name);
    mkdirSync(path.dirname(target), { recursive: true });
    symlinkSync(realpathSync(path.join(from, 'node_modules', name)), target, 'dir');
  }

  /** Extracts a packed tarball (`package/...`) into node_modules/<name>, which is what npm installs. */
  async installTarball(name: string, tarball: string): Promise<void> {
    const target = path.join(this.dir, 'node_modules', name);
    mkdirSync(target, { recursive: true });
    await run('tar', ['-xzf', tarball, '-C', target, '--strip-components=1']);
  }

  write(file: string, text: string): void {
    mkdirSync(path.dirname(path.join(this.dir, file)), { recursive: true });
    writeFileSync(path.join(this.dir, file), text);
  }

  /** Runs the workspace's tsc over the host's tsconfig.json; returns every error, by host file. */
  async typeCheck(compilerOptions: object, include: readonly string[]): Promise<TypeErrors> {
    this.write('tsconfig.json', JSON.stringify({ compilerOptions, include }, null, 2));
    try {
      await run(process.execPath, [TSC, '-p', this.dir, '--pretty', 'false'], { cwd: this.dir });
      return [];
    } catch (error) {
      const output = (error as { stdout?: string }).stdout ?? String(error);
      const errors: { file: string; message: string }[] = [];
      for (const line of output.split('\n')) {
        const header = /^(.+?)\(\d+,\d+\): error (TS\d+: .*)$/.exec(line);
        const last = errors.at(-1);
        if (header) errors.push({ file: header[1] ?? '', message: header[2] ?? '' });
        // tsc's elaboration of an error follows it on indented lines.
        else if (last && line.startsWith(' ')) last.message += `\n${line.trim()}`;
      }
      if (errors.length === 0) throw new Error(`tsc failed without a type error:\n${output}`, { cause: error });
      return errors;
    }
  }

  /** Runs an ES module in the host, resolving packages from its node_modules; returns its stdout. */
  async runModule(file: string): Promise<string> {
    const { stdout } = await run(process.execPath, [path.join(this.dir, file)], { cwd: this.dir });
    return stdout;
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
