/**
 * Query-string values as the contract schemas expect them. A repeated key
 * arrives as an array; these keep the parse at the edge honest (a repeated
 * single-valued key or a non-number is left for the schema to reject, naming it).
 */
export function singleValue(value: unknown): unknown {
  const single = Array.isArray(value) && value.length === 1 ? (value[0] as unknown) : value;
  // `?category=` is how many clients say "no category".
  return single === '' ? undefined : single;
}

/** '48' → 48; anything else is passed on unchanged for the schema to reject. */
export function integerOrText(value: unknown): unknown {
  const single = singleValue(value);
  return typeof single === 'string' && /^-?\d{1,9}$/.test(single) ? Number(single) : single;
}

/** A repeatable key as a list: absent → undefined, 'a' → ['a'], ['a','b'] stays. */
export function listValue(value: unknown): unknown {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value : [value];
}
