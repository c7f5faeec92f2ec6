/**
 * Which source each byte of a minified file came from, read from the file's
 * own source map (the production build writes one beside every chunk). This
 * is how the bench attributes bytes to modules and to the federation runtime
 * without asking webpack for stats: the map is part of the build's output.
 */

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** Decodes one segment of a source map's `mappings` (base64 VLQ) into its numbers. */
export function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`Not a base64 VLQ digit: ${char}`);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value % 2 === 1 ? -(value - 1) / 2 : value / 2);
    value = 0;
    shift = 0;
  }
  if (shift !== 0) throw new Error(`Unfinished VLQ segment: ${segment}`);
  return values;
}

/** Encodes numbers as one base64 VLQ segment (the inverse of decodeVlq; used by tests and fixtures). */
export function encodeVlq(values: readonly number[]): string {
  let out = '';
  for (const value of values) {
    let rest = value < 0 ? -value * 2 + 1 : value * 2;
    do {
      let digit = rest % 32;
      rest = Math.floor(rest / 32);
      if (rest > 0) digit += 32;
      out += BASE64[digit];
    } while (rest > 0);
  }
  return out;
}

export type SourceMap = { readonly sources: readonly string[]; readonly mappings: string };

/** A run of the file's bytes that came from one source (`undefined`: no mapping, e.g. glue or newlines). */
export type ByteRun = { readonly source: string | undefined; readonly start: number; readonly end: number };

/**
 * Splits `code` into byte runs by source. A mapping segment owns the columns
 * from its own column to the next segment's (or the line's end); columns are
 * UTF-16 offsets, as the source map format says, and runs are UTF-8 bytes.
 */
export function attributeBytes(code: string, map: SourceMap): ByteRun[] {
  const runs: ByteRun[] = [];
  const push = (source: string | undefined, start: number, end: number) => {
    if (end <= start) return;
    const last = runs.at(-1);
    if (last && last.source === source && last.end === start)
      runs[runs.length - 1] = { source, start: last.start, end };
    else runs.push({ source, start, end });
  };

  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  let offset = 0;
  lines.forEach((line, lineIndex) => {
    const segments = (mappingLines[lineIndex] ?? '').split(',').filter((segment) => segment !== '');
    let column = 0;
    const starts: { column: number; source: string | undefined }[] = [];
    for (const segment of segments) {
      const [columnDelta = 0, sourceDelta] = decodeVlq(segment);
      column += columnDelta;
      if (sourceDelta !== undefined) sourceIndex += sourceDelta;
      starts.push({ column, source: sourceDelta === undefined ? undefined : map.sources[sourceIndex] });
    }
    starts.sort((a, b) => a.column - b.column);
    // Columns come in order: count each stretch of the line once (a minified file is one long line).
    let counted = { column: 0, bytes: 0 };
    const byteAt = (utf16Column: number) => {
      if (utf16Column < counted.column) counted = { column: 0, bytes: 0 };
      counted = {
        column: utf16Column,
        bytes: counted.bytes + Buffer.byteLength(line.slice(counted.column, utf16Column)),
      };
      return offset + counted.bytes;
    };
    push(undefined, offset, byteAt(starts[0]?.column ?? line.length));
    starts.forEach((start, index) => {
      const endColumn = starts[index + 1]?.column ?? line.length;
      push(start.source, byteAt(start.column), byteAt(endColumn));
    });
    offset += Buffer.byteLength(line);
    if (lineIndex < lines.length - 1) {
      push(undefined, offset, offset + 1);
      offset += 1;
    }
  });
  return runs;
}
