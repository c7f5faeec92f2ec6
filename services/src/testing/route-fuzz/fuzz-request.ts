import fc from 'fast-check';
import type { HTTPMethods } from 'fastify';
import { TOKEN_COOKIE } from '../../features/auth/token-cookies.ts';
import type { Vocabulary } from './contract-vocabulary.ts';
import { type HostileBody, hostileBody } from './hostile-bodies.ts';
import { hostileString } from './hostile-strings.ts';
import { shapedEntries } from './shaped-input.ts';

/** A route as Fastify registered it: `/v1/orders/:customerOrderId`, `/content/*`. */
export type FuzzRoute = { readonly method: HTTPMethods; readonly url: string };

/**
 * Who sends the request. Tokens are minted per request (a fuzzed sign-out
 * must not sign out the next one): `bearer` or `cookie` says how it travels,
 * `tampered` changes one character of a real token, `raw` sends any header.
 */
export type FuzzIdentity =
  | { readonly kind: 'guest' }
  | { readonly kind: 'shopper' | 'support'; readonly via: 'bearer' | 'cookie' }
  | { readonly kind: 'tampered'; readonly at: number }
  | { readonly kind: 'raw'; readonly authorization: string };

export type FuzzRequest = {
  readonly method: HTTPMethods;
  /** Path and query as sent, before light-my-request's URL parsing. */
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: HostileBody | undefined;
  readonly identity: FuzzIdentity;
};

const OTHER_METHODS: readonly HTTPMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];

/** Random and hostile requests aimed at one route: its path filled, its method (mostly), any query, headers, body. */
export function fuzzRequest(route: FuzzRoute, vocabulary: Vocabulary): fc.Arbitrary<FuzzRequest> {
  const text = hostileString(vocabulary.values);
  return fc
    .record({
      method: fc.oneof({ arbitrary: fc.constant(route.method), weight: 9 }, fc.constantFrom(...OTHER_METHODS)),
      url: fc
        .tuple(fuzzPath(route.url, vocabulary, text), fuzzQuery(vocabulary, text))
        .map(([path, query]) => (query === '' ? path : `${path}?${query}`)),
      headers: fuzzHeaders(text),
      body: fc.option(hostileBody(vocabulary), { freq: 4, nil: undefined }),
      identity: fuzzIdentity(text),
    })
    .map(withShortDescription);
}

/** fast-check prints a failing request; a 70 KB body would bury the line that matters. */
function withShortDescription(request: FuzzRequest): FuzzRequest {
  return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
}

export function describeRequest({ method, url, headers, body, identity }: FuzzRequest): string {
  const cut = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text);
  const sentBody = body ? ` body (${body.contentType ?? 'no content type'}): ${cut(JSON.stringify(body.text))}` : '';
  return `${method} ${cut(JSON.stringify(url))} as ${JSON.stringify(identity)} headers ${cut(JSON.stringify(headers))}${sentBody}`;
}

/** Fills `:param` and `*` with hostile values, sent encoded as a client would, or raw. */
function fuzzPath(template: string, vocabulary: Vocabulary, text: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const segments = template.split('/').map((segment) => {
    if (segment.startsWith(':')) {
      const fitting = vocabulary.valuesByKey[segment.slice(1)] ?? [];
      return fitting.length === 0 ? pathValue(text) : fc.oneof(fc.constantFrom(...fitting), pathValue(text));
    }
    if (segment === '*') {
      return fc.array(pathValue(text), { minLength: 1, maxLength: 4 }).map((parts) => parts.join('/'));
    }
    return fc.constant(segment);
  });
  // The catch-all `*` (the CORS preflight route) has no leading slash of its own; a path starting `//` or
  // `/\` would name another host to light-my-request's URL parser, so the fuzz cannot send it.
  return fc.tuple(...segments).map((parts) => `/${parts.join('/').replace(/^[\\/]+/, '')}`);
}

function pathValue(text: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(text, fc.boolean()).map(([value, encode]) => (encode ? encodeOrKeep(value) : value));
}

function fuzzQuery(vocabulary: Vocabulary, text: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const key = fc.oneof({ arbitrary: fc.constantFrom(...vocabulary.keys), weight: 4 }, text);
  const pair = fc
    .tuple(key, text, fc.boolean())
    .map(([name, value, encode]) => (encode ? `${encodeOrKeep(name)}=${encodeOrKeep(value)}` : `${name}=${value}`));
  const shaped = shapedEntries(vocabulary, text, (value) => value).map((entries) =>
    entries.map(([name, value]) => `${name}=${encodeOrKeep(value)}`).join('&'),
  );
  return fc.oneof(
    { arbitrary: fc.array(pair, { maxLength: 5 }).map((pairs) => pairs.join('&')), weight: 5 },
    { arbitrary: shaped, weight: 4 },
    fc.constantFrom('%', '=&=&', '&&&', 'a[b][c]=1&a[__proto__][x]=1', '__proto__[polluted]=yes'),
  );
}

/** Headers the services read (CORS, proxies, cookies, the visitor id) with hostile values. */
function fuzzHeaders(text: fc.Arbitrary<string>): fc.Arbitrary<Record<string, string>> {
  const origin = fc.oneof(fc.constantFrom('http://localhost:3000', 'null', 'http://evil.example'), text);
  const optional = (value: fc.Arbitrary<string>) => fc.option(value.map(headerSafe), { nil: undefined });
  return fc
    .record({
      origin: optional(origin),
      'x-forwarded-for': optional(fc.oneof(fc.constantFrom('1.2.3.4, 10.0.0.1', '::1', '2001:db8::1'), text)),
      'x-forwarded-proto': optional(fc.oneof(fc.constant('https'), text)),
      'x-visitor-id': optional(text),
      'customer-id': optional(text),
      accept: optional(fc.oneof(fc.constantFrom('text/html', 'application/json', '*/*'), text)),
      cookie: optional(text.map((value) => `${TOKEN_COOKIE}=${value}; X-Has-Token-Session=${value}`)),
      'access-control-request-method': optional(fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'TRACE')),
    })
    .map((headers) =>
      Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined)),
    );
}

function fuzzIdentity(text: fc.Arbitrary<string>): fc.Arbitrary<FuzzIdentity> {
  // Mostly the shopper's bearer, which most routes read: deeper code runs only past the session check.
  const via = fc.oneof(
    { arbitrary: fc.constant('bearer' as const), weight: 3 },
    { arbitrary: fc.constant('cookie' as const), weight: 1 },
  );
  return fc.oneof(
    { arbitrary: fc.constant({ kind: 'guest' as const }), weight: 2 },
    { arbitrary: via.map((v) => ({ kind: 'shopper' as const, via: v })), weight: 5 },
    { arbitrary: via.map((v) => ({ kind: 'support' as const, via: v })), weight: 1 },
    { arbitrary: fc.nat(400).map((at) => ({ kind: 'tampered' as const, at })), weight: 1 },
    {
      arbitrary: fc
        .tuple(fc.constantFrom('Bearer ', 'bearer  ', 'Basic ', '', 'Bearer unauthenticated'), text)
        .map(([scheme, value]) => ({ kind: 'raw' as const, authorization: headerSafe(scheme + value) })),
      weight: 1,
    },
  );
}

/** encodeURIComponent throws on a lone surrogate; such a value is then sent raw. */
function encodeOrKeep(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Only what can arrive in an HTTP/1.1 header: tab, visible ASCII and obs-text (Node refuses the rest). */
function headerSafe(value: string): string {
  return value.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');
}
