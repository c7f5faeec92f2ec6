import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GENERIC_HOSTILE,
  HOSTILE_SIZE,
  expectFastOnHostileInput,
  hostileInputsFor,
  repeatTo,
} from '../../test-support/hostile-input.ts';
import { RegisterRequest, SignInRequest, SignOnAsCustomerRequest } from './auth.ts';
import * as contracts from './domain.ts';
import { FilterTag, ProductId, ProductSearchQuery, TaxonomyQuery } from './catalogue.ts';
import { BannersRequest, ContentFragmentRequest } from './content.ts';
import { rewriteCmsPath, rewriteRichTextHref } from './content-rules.ts';
import { NewAddress, ReserveSlotRequest, SlotsQuery, UK_POSTCODE, normalisePostcode } from './fulfilment.ts';
import { ServiceUrls } from './header-props.ts';
import { foldAccents, parseMultiSearchValue, splitMultiSearchList } from './multi-search.ts';
import { buylistUrl, searchUrl } from './routes.ts';
import { safeSitePath } from './safe-redirect.ts';
import { foldSearchText, normaliseSearchTerm, sanitiseSearchTerm } from './search-term.ts';

const EMAIL = 'shopper@example.com';
const PASSWORD = 'correct horse 1';
const NAME = 'Sam Shopper';

/**
 * Every contract field and function whose input reaches a pattern, with the
 * shapes aimed at that pattern. Each also gets every generic shape.
 */
const FIELDS: readonly { field: string; shapes: readonly string[]; run: (input: string) => unknown }[] = [
  {
    field: 'RegisterRequest.email',
    shapes: [repeatTo('a.', 'a@', '@'), repeatTo('a', 'a@', ' '), repeatTo('.', 'a@a', '@'), repeatTo('a@', '', '@')],
    run: (email) => RegisterRequest.safeParse({ email, password: PASSWORD, name: NAME }),
  },
  {
    field: 'RegisterRequest.password',
    shapes: [repeatTo('a', '1'), repeatTo(' ', 'a1', '\n'), repeatTo('1', '', ' ')],
    run: (password) => RegisterRequest.safeParse({ email: EMAIL, password, name: NAME }),
  },
  {
    field: 'RegisterRequest.name',
    shapes: [repeatTo('a', '', '\u0000'), repeatTo(' ', 'a', '\u0007')],
    run: (name) => RegisterRequest.safeParse({ email: EMAIL, password: PASSWORD, name }),
  },
  { field: 'SignInRequest.email', shapes: [], run: (email) => SignInRequest.safeParse({ email, password: PASSWORD }) },
  {
    field: 'SignOnAsCustomerRequest.customerId',
    shapes: [],
    run: (customerId) => SignOnAsCustomerRequest.safeParse({ customerId }),
  },
  { field: 'TaxonomyQuery.root', shapes: [], run: (root) => TaxonomyQuery.safeParse({ root }) },
  { field: 'ProductId', shapes: [repeatTo('123456-', '', 'x')], run: (id) => ProductId.safeParse(id) },
  { field: 'FilterTag', shapes: [repeatTo(':', 'brand', '\n')], run: (tag) => FilterTag.safeParse(tag) },
  {
    field: 'ProductSearchQuery.category',
    shapes: [],
    run: (category) => ProductSearchQuery.safeParse({ category }),
  },
  {
    field: 'ReserveSlotRequest ids',
    shapes: [repeatTo('a-', '', '!')],
    run: (id) => ReserveSlotRequest.safeParse({ customerOrderId: id, slotId: id, addressId: id }),
  },
  {
    field: 'SlotsQuery ids and dates',
    shapes: [repeatTo('2026-', '', 'x')],
    run: (value) =>
      SlotsQuery.safeParse({ slotType: 'DELIVERY', branchId: value, addressId: value, fromDate: value, toDate: value }),
  },
  {
    field: 'NewAddress.postalCode',
    shapes: [repeatTo('SW1A ', '', '!'), repeatTo(' ', 'SW1A', '1AA!')],
    run: (postalCode) => NewAddress.safeParse({ name: NAME, line1: '1 High Street', town: 'London', postalCode }),
  },
  { field: 'UK_POSTCODE', shapes: [repeatTo('A1', '', '!')], run: (postcode) => UK_POSTCODE.test(postcode) },
  { field: 'normalisePostcode', shapes: [repeatTo(' \t', 'A', '!')], run: (postcode) => normalisePostcode(postcode) },
  {
    field: 'ContentFragmentRequest.contentUrl',
    shapes: [repeatTo('/', '/', '\u0000')],
    run: (contentUrl) => ContentFragmentRequest.safeParse({ contentUrl, customerId: '-1' }),
  },
  {
    field: 'BannersRequest.categories',
    shapes: [],
    run: (category) => BannersRequest.safeParse({ type: 'mega-menu', categories: [category] }),
  },
  {
    field: 'ServiceUrls.api',
    shapes: [repeatTo('a', 'https://', ' '), repeatTo('/', 'http:', '\u0000')],
    run: (api) => ServiceUrls.safeParse({ api }),
  },
  {
    field: 'sanitiseSearchTerm',
    shapes: [repeatTo('<', '', 'a'), repeatTo('<a', ''), repeatTo('a ', '<')],
    run: sanitiseSearchTerm,
  },
  { field: 'normaliseSearchTerm', shapes: [repeatTo(' ', 'a', 'a')], run: normaliseSearchTerm },
  { field: 'foldSearchText', shapes: [repeatTo('\u0301', 'e')], run: foldSearchText },
  { field: 'foldAccents', shapes: [repeatTo('\u0301', 'e')], run: foldAccents },
  {
    field: 'splitMultiSearchList',
    shapes: [repeatTo(',_\r\n'), repeatTo('a<', '', '\n'), repeatTo(' ,', '', 'a')],
    run: splitMultiSearchList,
  },
  { field: 'parseMultiSearchValue', shapes: [repeatTo('<', '', ',')], run: parseMultiSearchValue },
  { field: 'searchUrl', shapes: [repeatTo('<', '', 'a')], run: searchUrl },
  {
    field: 'buylistUrl lineNumber',
    shapes: [repeatTo('a-', '', '!')],
    run: (lineNumber) => buylistUrl([{ lineNumber }]),
  },
  {
    field: 'safeSitePath',
    shapes: [repeatTo('%25', '/'), repeatTo('/..', ''), repeatTo('?', '/')],
    run: (path) => safeSitePath(path),
  },
  {
    field: 'rewriteCmsPath',
    shapes: [repeatTo('/.', '/content/fernleaf/en'), repeatTo('.html', '/content/fernleaf/en/')],
    run: rewriteCmsPath,
  },
  {
    field: 'rewriteRichTextHref',
    shapes: [repeatTo('a', 'https://', ' '), repeatTo('a+', 'a', '!'), repeatTo('/', '', 'x'), repeatTo('?#')],
    run: rewriteRichTextHref,
  },
];

/**
 * Every pattern inside every exported schema (zod's own formats included),
 * found by walking the schemas, so a new one is covered without being listed.
 * Tested on its own, past the length check in front of it: that check is one
 * defence, a linear pattern the other.
 */
function patternsIn(schema: unknown, path: string, seen: Set<unknown>, found: Map<RegExp, string>): void {
  if (typeof schema !== 'object' || schema === null || !('_zod' in schema) || seen.has(schema)) return;
  seen.add(schema);
  const def = (schema as { _zod: { def: Record<string, unknown> } })._zod.def;
  // zod's own string formats (z.iso.datetime…) carry their pattern on the schema itself.
  if (def['pattern'] instanceof RegExp) found.set(def['pattern'], found.get(def['pattern']) ?? path);
  for (const check of (def['checks'] as { _zod: { def: { pattern?: unknown } } }[] | undefined) ?? []) {
    const pattern = check._zod.def.pattern;
    if (pattern instanceof RegExp) found.set(pattern, found.get(pattern) ?? path);
  }
  const shape = (def['shape'] ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(shape)) patternsIn(shape[key], `${path}.${key}`, seen, found);
  for (const key of ['innerType', 'element', 'in', 'out', 'keyType', 'valueType', 'left', 'right']) {
    patternsIn(def[key], path, seen, found);
  }
  for (const option of [...((def['options'] as unknown[]) ?? []), ...((def['items'] as unknown[]) ?? [])]) {
    patternsIn(option, path, seen, found);
  }
}

/** Each pattern once, named by the first field found to use it. */
const CONTRACT_PATTERNS = new Map<RegExp, string>();
for (const [name, value] of Object.entries(contracts)) patternsIn(value, name, new Set(), CONTRACT_PATTERNS);

describe('contract fields under 64 KB of hostile input', () => {
  it('finds the patterns in the exported schemas', () => {
    expect([...CONTRACT_PATTERNS.values()]).toEqual(
      expect.arrayContaining(['RegisterRequest.email', 'RegisterRequest.name', 'ProductId', 'TaxonomyQuery.root']),
    );
  });

  it.each([...CONTRACT_PATTERNS].map(([pattern, where]) => ({ where, pattern })))(
    'the pattern of $where answers within the budget on its own',
    async ({ where, pattern }) => {
      for (const [name, input] of Object.entries(GENERIC_HOSTILE)) {
        await expectFastOnHostileInput(`${where} ${pattern} (${name})`, () => pattern.test(input));
      }
    },
  );

  it.each(FIELDS)('$field answers within the budget', async ({ field, shapes, run }) => {
    for (const [name, input] of Object.entries(hostileInputsFor(shapes))) {
      expect(input.length, name).toBeGreaterThanOrEqual(HOSTILE_SIZE - 8);
      await expectFastOnHostileInput(`${field} (${name})`, () => run(input));
    }
  });

  it('stays within the budget for repeated fragments that fast-check picks', async () => {
    const alphabet = fc.constantFrom(...'a1.@-_/\\<> \t\n,:%#?+=éA'.split(''));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...FIELDS),
        fc.string({ unit: alphabet, minLength: 1, maxLength: 4 }),
        fc.constantFrom('', '!', '@', '\u0000', ' '),
        async ({ field, run }, unit, suffix) => {
          const input = repeatTo(unit, '', suffix);
          await expectFastOnHostileInput(`${field} (${JSON.stringify(unit)}… ${JSON.stringify(suffix)})`, () =>
            run(input),
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('refuses the 60 KB registration email by its length, not by running the pattern', () => {
    const result = RegisterRequest.safeParse({ email: repeatTo('a.', 'a@', '@'), password: PASSWORD, name: NAME });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.code])).toEqual([['email', 'too_big']]);
  });
});
