import fc from 'fast-check';
import { expect, it } from 'vitest';
import { csvRows } from './csv-rows.ts';

/** Writes rows as a spreadsheet would: quotes only around fields that need them. */
const toCsv = (rows: readonly (readonly string[])[], lineBreak: string): string =>
  rows
    .map((row) => row.map((field) => (/[",\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field)).join(','))
    .join(lineBreak);

it('reads back whatever rows were written, quotes, commas and line breaks inside fields included', () => {
  const field = fc.string({ unit: fc.constantFrom('a', 'Z', '9', ' ', ',', '"', '\n', '\r', "'", '£', 'é') });
  // A row of one empty field is written as an empty line, which reads as no field: give rows two or more.
  const rows = fc.array(fc.array(field, { minLength: 2, maxLength: 6 }), { minLength: 1, maxLength: 8 });
  fc.assert(
    fc.property(rows, fc.constantFrom('\n', '\r\n'), fc.boolean(), (written, lineBreak, finalBreak) => {
      expect(csvRows(toCsv(written, lineBreak) + (finalBreak ? lineBreak : ''))).toEqual(written);
    }),
  );
});

it('reads the stores file’s shape: a quoted town with a comma, a quoted size band', () => {
  const text =
    'id,store_name,town,size_band\n1010006598,Waitrose Cowbridge,"Cowbridge, South Glamorgan","3,013 < 15,069 ft2"\n';
  expect(csvRows(text)).toEqual([
    ['id', 'store_name', 'town', 'size_band'],
    ['1010006598', 'Waitrose Cowbridge', 'Cowbridge, South Glamorgan', '3,013 < 15,069 ft2'],
  ]);
  expect(csvRows('')).toEqual([]);
});
