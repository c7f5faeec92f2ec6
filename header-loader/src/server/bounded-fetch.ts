/**
 * A file from the remote's origin, no bigger than `maxBytes`, within `timeoutMs`, from a 2xx answer
 * served as one of `types`, and only from the URL asked for (a redirect is refused: it could lead to
 * another origin or to http:). The type is checked before the body is read: an error page (a 404's
 * JSON) is never parsed as a manifest nor run as the server entry. A declared length past the limit
 * is refused before reading, and a body without one is stopped at the limit, not held whole. What
 * the host's server reads from the remote (its release manifest, server build, browser manifest
 * and stylesheets) is read this way.
 */
export type BoundedRead = {
  readonly maxBytes: number;
  /** The media types the answer may be served as, parameters (`; charset=utf-8`) aside. */
  readonly types: readonly string[];
  readonly timeoutMs?: number;
  /** Sent with the request: the server build's credential, by callers that keep it to the remote's origin. */
  readonly headers?: Readonly<Record<string, string>>;
};

export const JAVASCRIPT = ['text/javascript', 'application/javascript'] as const;
export const JSON_TYPES = ['application/json'] as const;
export const CSS = ['text/css'] as const;

export async function fetchBytes(url: string, fetchFn: typeof fetch, read: BoundedRead): Promise<Buffer> {
  const { maxBytes, types, timeoutMs = 1000, headers = {} } = read;
  const response = await fetchFn(url, { redirect: 'error', signal: AbortSignal.timeout(timeoutMs), headers });
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
  const type = mediaType(response.headers.get('content-type'));
  if (!types.includes(type)) {
    await response.body.cancel().catch(() => {});
    throw new Error(`${url} is served as ${type || 'nothing'}, not ${types.join(' or ')}`);
  }
  const tooBig = new Error(`${url} is over ${maxBytes} bytes`);
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body.cancel().catch(() => {});
    throw tooBig;
  }
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    if (bytes > maxBytes) {
      await response.body.cancel().catch(() => {});
      throw tooBig;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The same, as UTF-8 text. */
export async function fetchText(url: string, fetchFn: typeof fetch, read: BoundedRead): Promise<string> {
  return (await fetchBytes(url, fetchFn, read)).toString('utf8');
}

/** `text/javascript; charset=utf-8` → `text/javascript`; none → ''. */
const mediaType = (contentType: string | null) => (contentType ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
