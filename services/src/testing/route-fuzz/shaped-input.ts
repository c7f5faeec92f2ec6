import fc from 'fast-check';
import type { Vocabulary } from './contract-vocabulary.ts';

/**
 * The keys of one contract object, each mostly present, with a value that
 * fits the key (an enum member, a demo id) or any other: a request shaped
 * like a real one gets past the first checks to the code behind them.
 */
export function shapedEntries(
  vocabulary: Vocabulary,
  anyValue: fc.Arbitrary<string>,
  encodeFitting: (value: string) => string,
): fc.Arbitrary<[string, string][]> {
  const valueFor = (key: string): fc.Arbitrary<string> => {
    const fitting = vocabulary.valuesByKey[key] ?? [];
    if (fitting.length === 0) return anyValue;
    return fc.oneof({ arbitrary: fc.constantFrom(...fitting).map(encodeFitting), weight: 3 }, anyValue);
  };
  return fc
    .oneof(
      { arbitrary: fc.constantFrom(...vocabulary.requestShapes), weight: 3 },
      { arbitrary: fc.constantFrom(...vocabulary.shapes), weight: 1 },
    )
    .chain((shape) =>
      fc.tuple(
        ...shape.map((key) =>
          fc.option(
            valueFor(key).map((value): [string, string] => [key, value]),
            { freq: 6 },
          ),
        ),
      ),
    )
    .map((entries) => entries.filter((entry): entry is [string, string] => entry !== null));
}
