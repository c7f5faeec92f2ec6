import fc from 'fast-check';
import { hostileString } from './hostile-strings.ts';
import { shapedEntries } from './shaped-input.ts';
import type { Vocabulary } from './contract-vocabulary.ts';

/** What a body looks like on the wire: text (often not JSON at all) and the content type it claims. */
export type HostileBody = { readonly text: string; readonly contentType: string | undefined };

const NUMBERS = ['0', '-0', '-1', '1.5', '1e308', '-1e308', '1e-400', '12345678901234567890123', '2147483648'];

/** Bodies that are not JSON, or only nearly: the parser's edge cases. */
const BROKEN_JSON = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  'undefined',
  'NaN',
  '\u0000',
  '\uFEFF{}',
  '{"a":1}{"b":2}',
  '"\\ud800"',
  '{"a":"\\u0000"}',
  '[1,2',
  'null',
  'true',
  '"just a string"',
  '123',
];

/** Tries to pollute Object.prototype through whatever merges or spreads the body. */
export const POLLUTING_JSON =
  '{"__proto__":{"polluted":"yes","role":"support"},"constructor":{"prototype":{"polluted":"yes"}}}';

const CONTENT_TYPES = [
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  '*/*',
  'json',
  ';',
];

/** A JSON text of hostile shape: wrong types, hostile keys, plausible keys with hostile values. */
export function hostileJson(vocabulary: Vocabulary): fc.Arbitrary<string> {
  const text = hostileString(vocabulary.values);
  const key = fc.oneof({ arbitrary: fc.constantFrom(...vocabulary.keys), weight: 5 }, { arbitrary: text, weight: 1 });
  const leaf = fc.oneof(
    { arbitrary: text.map((value) => JSON.stringify(value)), weight: 4 },
    { arbitrary: fc.constantFrom(...NUMBERS, 'true', 'false', 'null'), weight: 2 },
  );
  const { value } = fc.letrec<{ value: string; array: string; object: string }>((tie) => ({
    value: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('object')),
    array: fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    object: fc
      .array(fc.tuple(key, tie('value')), { maxLength: 6 })
      .map((entries) => `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${item}`).join(',')}}`),
  }));
  const shaped = shapedEntries(vocabulary, value, (fitting) => JSON.stringify(fitting)).map(
    (entries) => `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${item}`).join(',')}}`,
  );
  return fc.oneof(
    { arbitrary: value, weight: 4 },
    { arbitrary: shaped, weight: 4 },
    { arbitrary: fc.constant(POLLUTING_JSON), weight: 1 },
    { arbitrary: hugeJson(key), weight: 1 },
  );
}

/** Deep nesting and huge arrays, under and over the 64 KB body limit. */
function hugeJson(key: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(1_000, 20_000).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
    fc.constantFrom(1_000, 10_000).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
    fc
      .tuple(key, fc.constantFrom(30_000, 40_000), fc.constantFrom('1', '"x"', '{}', 'null'))
      .map(([name, count, item]) => `{${JSON.stringify(name)}:[${Array<string>(count).fill(item).join(',')}]}`),
    fc.constant('x'.repeat(70_000)),
  );
}

export function hostileBody(vocabulary: Vocabulary): fc.Arbitrary<HostileBody> {
  const text = fc.oneof(
    { arbitrary: hostileJson(vocabulary), weight: 8 },
    { arbitrary: fc.constantFrom(...BROKEN_JSON, ''), weight: 2 },
    { arbitrary: hostileString(vocabulary.values), weight: 1 },
  );
  const contentType = fc.oneof(
    { arbitrary: fc.constant('application/json'), weight: 8 },
    { arbitrary: fc.constantFrom(...CONTENT_TYPES), weight: 2 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
  return fc.record({ text, contentType });
}
