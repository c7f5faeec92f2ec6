/**
 * A file from the remote's origin, read as text no bigger than `maxBytes`: a declared length past
 * it is refused before reading, and a body without one is stopped at the limit, not held whole.
 * What the host's server reads from the remote (its manifest, its stylesheets) is checked for size
 * before it is parsed or put into pages.
 */
export async function fetchText(url: string, fetchFn: typeof fetch, maxBytes: number): Promise<string> {
  const response = await fetchFn(url, { signal: AbortSignal.timeout(1000) });
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
  const tooBig = new Error(`${url} is over ${maxBytes} bytes`);
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) throw tooBig;
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
  return Buffer.concat(chunks).toString('utf8');
}
