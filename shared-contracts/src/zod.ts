/**
 * The part of zod/mini that the contracts, the header and the reference host validate with, as one
 * module. Module Federation shares it (webpack.config.ts): a host that validates with the contracts
 * provides its copy, and the header uses it, so a page carries one zod, not the host's and the
 * header's (about 10 KB Brotli each; decision 025). A shared module cannot be tree-shaken, so the
 * list is explicit: all of zod/mini, its locales included, is about 336 KB minified. A name missing
 * here is a type error where it is used; add it.
 */
export {
  _default,
  array,
  boolean,
  catch,
  custom,
  discriminatedUnion,
  enum,
  gte,
  int,
  iso,
  literal,
  looseObject,
  lte,
  maximum,
  maxLength,
  minimum,
  minLength,
  null,
  nullable,
  number,
  object,
  optional,
  pipe,
  prettifyError,
  record,
  refine,
  regex,
  string,
  toLowerCase,
  toUpperCase,
  transform,
  trim,
  union,
  unknown,
  url,
} from 'zod/mini';
export type { infer, input, ZodMiniType } from 'zod/mini';
