/**
 * A file from the remote's origin, no bigger than `maxBytes`, within `timeoutMs`, from a 2xx answer
 * and only from the URL asked for (a redirect is refused: it could lead to another origin or to
 * http:). A declared length past the limit is refused before reading, and a body without one is
 * stopped at the limit, not held whole. What the host's server reads from the remote (its release
 * manifest, server build, browser manifest and stylesheets) is read this way.
 */
export async function fetchBytes(
  url: string,
  fetchFn: typeof fetch,
  maxBytes: number,
  timeoutMs = 1000,
): Promise<Buffer> {
  const response = await fetchFn(url, { redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
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
export async function fetchText(url: string, fetchFn: typeof fetch, maxBytes: number): Promise<string> {
  return (await fetchBytes(url, fetchFn, maxBytes)).toString('utf8');
}
