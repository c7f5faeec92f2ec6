/**
 * Every value the Cookie header carries under `name`, in the order sent. A browser sends one cookie
 * per name, path and domain, so a name can come more than once: a cookie planted for a longer path
 * or the parent domain is sent beside the real one, and first. Parsers that keep one value (as
 * `request.cookies` does) let the planted one shadow the real one. Split on ';' and the first '=':
 * linear, and the header's size is bounded by Node's header limit.
 */
export function cookieValues(header: string | undefined, name: string): string[] {
  if (header === undefined) return [];
  const values: string[] = [];
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals >= 0 && pair.slice(0, equals).trim() === name) values.push(pair.slice(equals + 1).trim());
  }
  return values;
}
