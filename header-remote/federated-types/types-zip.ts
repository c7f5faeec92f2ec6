/**
 * The remote's published types (`@mf-types.zip`, named in mf-manifest.json): the hand-written
 * Header.ts, mount.ts and Footer.ts of this folder as Header.d.ts, mount.d.ts and Footer.d.ts, which is
 * where a host's federation plugin looks for "header/Header", "header/mount" and "header/Footer". webpack.config.ts writes it over
 * the zip the federation dts plugin generates (`dts.generateTypes.afterGenerate`): the generated
 * types imported the header's internals and packages a page cannot resolve (zod, jotai, ky,
 * dayjs, the workspace's contract source) and re-exported a `default` the modules do not have.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';

const EXPOSES = ['Header', 'mount', 'Footer'] as const;

/** Each exposed module's declarations, by file name in the zip. */
export function federatedTypeFiles(): Map<string, string> {
  return new Map(
    EXPOSES.map((name) => {
      const source = readFileSync(path.join(import.meta.dirname, `${name}.ts`), 'utf8');
      // In the zip the files sit side by side as .d.ts: `./Header.ts` is `./Header` there.
      return [`${name}.d.ts`, source.replaceAll(/from '(\.\/[\w-]+)\.ts'/g, "from '$1'")];
    }),
  );
}

// 1980-01-01 00:00, zip's earliest date: the same files make the same zip.
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

/** A zip (deflated entries) of the given files. */
export function zipFiles(files: ReadonlyMap<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of files) {
    const fileName = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const deflated = deflateRawSync(data);
    const checksum = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(deflated.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(DOS_TIME, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(deflated.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, deflated);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.size, 8);
  end.writeUInt16LE(files.size, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The files of a zip that zipFiles wrote (or any zip of stored or deflated entries without a comment). */
export function unzipFiles(zip: Buffer): Map<string, string> {
  const end = zip.length - 22;
  if (zip.readUInt32LE(end) !== 0x06054b50) throw new Error('not a zip, or a zip with a comment');
  const files = new Map<string, string>();
  let entry = zip.readUInt32LE(end + 16);
  for (let index = 0; index < zip.readUInt16LE(end + 10); index += 1) {
    const method = zip.readUInt16LE(entry + 10);
    const size = zip.readUInt32LE(entry + 20);
    const nameLength = zip.readUInt16LE(entry + 28);
    const local = zip.readUInt32LE(entry + 42);
    const name = zip.toString('utf8', entry + 46, entry + 46 + nameLength);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    files.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    entry += 46 + nameLength + zip.readUInt16LE(entry + 30) + zip.readUInt16LE(entry + 32);
  }
  return files;
}

/** Replaces the zip at `zipPath` with the hand-written declarations. */
export function writeFederatedTypesZip(zipPath: string): void {
  writeFileSync(zipPath, zipFiles(federatedTypeFiles()));
}
