import type { LightMyRequestResponse } from 'fastify';
import { ServiceError } from '@grocer/shared-contracts/domain';
import type { FuzzRequest } from './fuzz-request.ts';

/** What must never reach a client: how the server is built, where it runs, what its database said. */
const LEAKS: readonly (readonly [RegExp, string])[] = [
  [/\bat (?:[\w$.<>[\] ]+ \()?(?:\/|file:|node:)/, 'a stack frame'],
  [/\.(?:ts|js|mjs|cjs):\d+/, 'a source location'],
  [/node_modules|\/work\/|\/home\/|\/usr\/lib\//, 'a server path'],
  [
    /syntax error at or near|violates \w+(?: \w+)? constraint|duplicate key value|relation "|column "|invalid input syntax for|out of range for type|value too long for type|invalid byte sequence|operator does not exist|current transaction is aborted|could not determine data type/i,
    'a database error',
  ],
  [/\b(?:select|insert into|update|delete from) [^"]{0,200}\b(?:from|values|set|where)\b/i, 'SQL text'],
  [
    /\b(?:TypeError|ReferenceError|RangeError)\b|Cannot read propert|is not a function|is not defined|call stack/,
    'a JavaScript error',
  ],
  [/ECONNREFUSED|password=|TOKEN_SECRET/, 'configuration'],
];

/** Keys whose values are prose about a failure, checked even in a 2xx body (GraphQL reports errors with 200). */
const FAILURE_KEYS = new Set(['error', 'errors', 'message', 'stack', 'cause']);

export type AnswerRules = {
  /**
   * The route answers people, not scripts, so its refusals may be HTML pages
   * (the hosted sign-in page). Fastify's own refusals still come as JSON.
   */
  readonly htmlAllowed: boolean;
};

/**
 * Everything wrong with how a route answered a hostile request; empty when it
 * behaved: no 5xx, no internals, and every 4xx a contract `ServiceError`.
 */
export function problemsWith(request: FuzzRequest, response: LightMyRequestResponse, rules: AnswerRules): string[] {
  const problems: string[] = [];
  const status = response.statusCode;
  if (status >= 500) problems.push(`answered ${status}`);
  const contentType = String(response.headers['content-type'] ?? '');
  const isHtml = contentType.startsWith('text/html');
  const json = contentType.startsWith('application/json') ? parseJson(response.body) : undefined;
  const echoes = echoesOf(request);

  if (status >= 400 && request.method !== 'HEAD') {
    if (isHtml) {
      if (!rules.htmlAllowed) problems.push(`answered ${status} as HTML`);
    } else if (!ServiceError.safeParse(json).success) {
      problems.push(`answered ${status} with a body that is not a ServiceError (${contentType || 'no content type'})`);
    }
  }

  const checked = status >= 400 || isHtml ? [unescapeHtml(response.body)] : failureTexts(json);
  for (const text of checked) {
    // Echoes become a mark that is no letter and no space: an echoed `%20` replaced by a space would
    // join the words around it into a leak the answer never showed ("SELECT%20x%20FROM" → "SELECT x FROM").
    const stripped = echoes.reduce((rest, echo) => rest.replaceAll(echo, '\u241f'), text);
    for (const [pattern, what] of LEAKS) {
      const found = pattern.exec(stripped);
      if (found) problems.push(`shows ${what}: "${found[0]}"`);
    }
  }
  if (/"stack"\s*:/.test(response.body)) problems.push('has a "stack" field');
  return problems;
}

/**
 * What the client sent, in the forms a route may echo back (decoded and not):
 * an echo of the client's own input is not a leak of ours.
 */
function echoesOf(request: FuzzRequest): string[] {
  const echoes = new Set<string>();
  const add = (value: string) => {
    if (value.length >= 3) echoes.add(value);
    const decoded = safeDecode(value);
    if (decoded !== undefined && decoded.length >= 3) echoes.add(decoded);
  };
  const [path = '', query = ''] = request.url.split(/\?(.*)/s);
  add(path);
  path.split('/').forEach(add);
  for (const pair of query.split('&')) pair.split('=').forEach(add);
  Object.values(request.headers).forEach(add);
  if (request.body) {
    add(request.body.text);
    collectStrings(parseJson(request.body.text), add);
  }
  if (request.identity.kind === 'raw') add(request.identity.authorization);
  // Longest first, so a value is removed whole before any part of it.
  return [...echoes].sort((a, b) => b.length - a.length);
}

function failureTexts(json: unknown): string[] {
  const texts: string[] = [];
  const visit = (value: unknown, underFailure: boolean): void => {
    if (typeof value === 'string' && underFailure) texts.push(value);
    else if (Array.isArray(value)) value.forEach((item) => visit(item, underFailure));
    else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) visit(item, underFailure || FAILURE_KEYS.has(key));
    }
  };
  visit(json, false);
  return texts;
}

/** Iterative: a fuzzed body may nest twenty thousand deep. */
function collectStrings(root: unknown, add: (text: string) => void): void {
  const pending = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') add(value);
    else if (Array.isArray(value)) pending.push(...value);
    else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) pending.push(key, item);
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value.replaceAll('+', ' '));
  } catch {
    return undefined;
  }
}

function unescapeHtml(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&');
}
