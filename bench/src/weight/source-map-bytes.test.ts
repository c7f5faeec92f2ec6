import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attributeBytes, decodeVlq, encodeVlq } from './source-map-bytes.ts';

/** Builds a `mappings` string from [column, sourceIndex] pairs per line, as a bundler would write it. */
function mappings(lines: readonly (readonly [column: number, source: number | undefined][])[]): string {
  let previousSource = 0;
  return lines
    .map((segments) => {
      let previousColumn = 0;
      return segments
        .map(([column, source]) => {
          const fields = [column - previousColumn];
          previousColumn = column;
          if (source !== undefined) {
            fields.push(source - previousSource, 0, 0);
            previousSource = source;
          }
          return encodeVlq(fields);
        })
        .join(',');
    })
    .join(';');
}

describe('base64 VLQ', () => {
  it('decodes what it encodes, for any whole numbers', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -(2 ** 30), max: 2 ** 30 }), { maxLength: 8 }), (values) => {
        expect(decodeVlq(encodeVlq(values))).toEqual(values);
      }),
    );
  });

  it('reads the spec’s examples', () => {
    expect(decodeVlq('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeVlq('SAAQ')).toEqual([9, 0, 0, 8]);
    expect(decodeVlq('gBAAA')).toEqual([16, 0, 0, 0]);
    expect(decodeVlq('D')).toEqual([-1]);
  });

  it('refuses a segment cut in the middle of a number', () => {
    expect(() => decodeVlq('g')).toThrow(/Unfinished/);
  });
});

describe('attributing a minified file’s bytes to its sources', () => {
  const map = (lines: Parameters<typeof mappings>[0]) => ({ sources: ['a.js', 'b.js'], mappings: mappings(lines) });

  it('gives each segment the bytes up to the next segment, and unmapped glue to no source', () => {
    const code = 'XXaaaabbb\ncc';
    const runs = attributeBytes(
      code,
      map([
        [
          [2, 0],
          [6, 1],
        ],
        [[0, 0]],
      ]),
    );
    expect(runs).toEqual([
      { source: undefined, start: 0, end: 2 },
      { source: 'a.js', start: 2, end: 6 },
      { source: 'b.js', start: 6, end: 9 },
      { source: undefined, start: 9, end: 10 },
      { source: 'a.js', start: 10, end: 12 },
    ]);
  });

  it('counts UTF-8 bytes where the map counts UTF-16 columns', () => {
    // "£" is one UTF-16 unit and two UTF-8 bytes; "🍎" is two units and four bytes.
    const code = '£🍎xy';
    const runs = attributeBytes(
      code,
      map([
        [
          [0, 0],
          [3, 1],
        ],
      ]),
    );
    expect(runs).toEqual([
      { source: 'a.js', start: 0, end: 6 },
      { source: 'b.js', start: 6, end: 8 },
    ]);
  });

  it('accounts for every byte exactly once, whatever the segments', () => {
    const line = fc.array(fc.tuple(fc.nat(40), fc.option(fc.nat(1), { nil: undefined })), { maxLength: 6 });
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 40 }), { minLength: 1, maxLength: 4 }),
        fc.array(line),
        (lines, segs) => {
          const code = lines.map((text) => text.replaceAll('\n', ' ')).join('\n');
          const sorted = segs.map((segments) =>
            [...new Map(segments.map((segment) => [segment[0], segment] as const)).values()].sort(
              (a, b) => a[0] - b[0],
            ),
          );
          const runs = attributeBytes(code, map(sorted));
          expect(runs.reduce((sum, run) => sum + (run.end - run.start), 0)).toBe(Buffer.byteLength(code));
          runs.forEach((run, index) => expect(run.start).toBe(runs[index - 1]?.end ?? 0));
        },
      ),
    );
  });
});
