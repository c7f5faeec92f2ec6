/**
 * How much JavaScript and CSS a page must download from the remote to render
 * the closed header, React excluded (the host already has React). Read from the
 * remote's own mf-manifest.json, so the list of files is what the federation
 * runtime really loads: remoteEntry.js, the "./Header" expose's sync chunks,
 * and the shared modules other than React that the header needs (jotai).
 *
 *   node scripts/critical-size.ts [path/to/header-remote/dist]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type Assets = { js: { sync: string[] }; css: { sync: string[] } };
type Manifest = {
  metaData: { remoteEntry: { name: string } };
  exposes: { path: string; assets: Assets }[];
  shared: { name: string; assets: Assets }[];
};

export type SizedFile = { readonly file: string; readonly why: string; readonly bytes: number; readonly gzip: number };
export type CriticalSize = {
  readonly files: readonly SizedFile[];
  readonly totalBytes: number;
  readonly totalGzip: number;
};

const isReact = (name: string) => /^react(-dom)?($|\/)/.test(name);

export function measureCriticalSize(distDir: string, expose = './Header'): CriticalSize {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8')) as Manifest;
  const exposed = manifest.exposes.find((entry) => entry.path === expose);
  if (!exposed) throw new Error(`The manifest exposes no ${expose}`);

  const wanted = new Map<string, string>([[manifest.metaData.remoteEntry.name, 'federation runtime and container']]);
  for (const file of [...exposed.assets.js.sync, ...exposed.assets.css.sync]) wanted.set(file, `${expose} expose`);
  for (const shared of manifest.shared.filter((entry) => !isReact(entry.name))) {
    for (const file of [...shared.assets.js.sync, ...shared.assets.css.sync]) wanted.set(file, `shared ${shared.name}`);
  }

  const files = [...wanted].map(([file, why]) => {
    const content = readFileSync(path.join(distDir, file));
    return { file, why, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length };
  });
  return {
    files,
    totalBytes: files.reduce((sum, file) => sum + file.bytes, 0),
    totalGzip: files.reduce((sum, file) => sum + file.gzip, 0),
  };
}

if (import.meta.main) {
  const distDir = process.argv[2] ?? path.join(import.meta.dirname, '..', 'header-remote', 'dist');
  const size = measureCriticalSize(distDir);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
  for (const file of size.files) console.log(`${kb(file.bytes)} ${kb(file.gzip)} gzip  ${file.file}  (${file.why})`);
  console.log(
    `${kb(size.totalBytes)} ${kb(size.totalGzip)} gzip  total critical JS for the closed header, React excluded`,
  );
}
