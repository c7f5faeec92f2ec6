import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bodyBytesOf, milestone, seenResponse, type SeenResponse, summariseTransfers } from './remote-transfer.ts';

const seen = (url: string, fields: Partial<SeenResponse> = {}): SeenResponse => ({
  url,
  status: 200,
  contentLength: undefined,
  contentEncoding: 'br',
  headerBytes: 300,
  receivedBytes: undefined,
  ...fields,
});

describe('bytes from the remote’s origin', () => {
  it('reads the body’s length and encoding from the response’s headers, whatever their case', () => {
    const response = { url: 'http://localhost:3301/remoteEntry.js', status: 200, encodedDataLength: 310 };
    expect(seenResponse({ ...response, headers: { 'Content-Length': ' 8054 ', 'Content-Encoding': 'br' } })).toEqual({
      url: response.url,
      status: 200,
      contentLength: 8054,
      contentEncoding: 'br',
      headerBytes: 310,
      receivedBytes: undefined,
    });
    expect(seenResponse({ ...response, headers: { 'content-length': 'lots' } })).toMatchObject({
      contentLength: undefined,
      contentEncoding: undefined,
    });
  });

  it('takes the body as sent from Content-Length, else the bytes received less the headers', () => {
    expect(bodyBytesOf(seen('x', { contentLength: 1200, receivedBytes: 1500 }))).toBe(1200);
    expect(bodyBytesOf(seen('x', { receivedBytes: 1500 }))).toBe(1200);
    expect(bodyBytesOf(seen('x', { receivedBytes: 100 }))).toBe(0);
    expect(bodyBytesOf(seen('x'))).toBe(0);
  });

  it('sums only the remote’s origin (scheme, host and port), and lists each file with its encoding', () => {
    const summary = summariseTransfers(
      [
        seen('http://localhost:3300/ecom', { contentLength: 9000, contentEncoding: undefined }),
        seen('http://localhost:3301/mf-manifest.json', { contentLength: 1000, contentEncoding: undefined }),
        seen('http://localhost:3301/remoteEntry.js', { contentLength: 8000, receivedBytes: 8400 }),
        seen('http://localhost:3301/__federation_expose_mount.css?v=1', { receivedBytes: 3500 }),
        seen('https://localhost:3301/other.js', { contentLength: 50 }),
        seen('http://127.0.0.1:3301/other.js', { contentLength: 50 }),
        seen('data:text/css,a', { contentLength: 5 }),
      ],
      'http://localhost:3301/',
    );
    expect(summary.files).toEqual([
      { path: '/mf-manifest.json', status: 200, bodyBytes: 1000, wireBytes: 1300, encoding: 'identity' },
      { path: '/remoteEntry.js', status: 200, bodyBytes: 8000, wireBytes: 8400, encoding: 'br' },
      { path: '/__federation_expose_mount.css?v=1', status: 200, bodyBytes: 3200, wireBytes: 3500, encoding: 'br' },
    ]);
    expect(summary.bodyBytes).toBe(12_200);
    expect(summary.wireBytes).toBe(13_200);
  });

  it('is the sum of its files, whatever they are', () => {
    const response = fc.record({
      url: fc.constantFrom('http://localhost:3301/a.js', 'http://localhost:3300/b.js', 'not a url'),
      status: fc.constant(200),
      contentLength: fc.option(fc.nat(100_000), { nil: undefined }),
      contentEncoding: fc.option(fc.constantFrom('br', 'gzip'), { nil: undefined }),
      headerBytes: fc.option(fc.nat(1000), { nil: undefined }),
      receivedBytes: fc.option(fc.nat(100_000), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(response), (responses) => {
        const summary = summariseTransfers(responses, 'http://localhost:3301');
        expect(summary.bodyBytes).toBe(summary.files.reduce((sum, file) => sum + file.bodyBytes, 0));
        expect(summary.files).toHaveLength(responses.filter((entry) => entry.url.includes(':3301')).length);
        expect(summary.bodyBytes).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('what the page had by a moment of its load', () => {
  const file = (path: string, bodyBytes: number) => ({
    path,
    status: 200,
    bodyBytes,
    wireBytes: bodyBytes + 300,
    encoding: 'br',
  });
  const files = [file('/mf-manifest.json', 1000), file('/remoteEntry.js', 8000), file('/navigation.js', 4000)];
  const answered = [
    { path: '/mf-manifest.json', responseEnd: 120 },
    { path: '/remoteEntry.js', responseEnd: 240 },
    { path: '/navigation.js', responseEnd: 900 },
  ];

  it('counts the remote’s files answered by then, and only those', () => {
    expect(milestone(250, answered, files)).toEqual({ atMs: 250, bodyBytes: 9000, files: 2 });
    expect(milestone(240, answered, files)).toMatchObject({ bodyBytes: 9000, files: 2 });
    expect(milestone(100, answered, files)).toMatchObject({ bodyBytes: 0, files: 0 });
    expect(milestone(5000, answered, files)).toMatchObject({ bodyBytes: 13_000, files: 3 });
  });

  it('never counts more than the whole load, and grows with time', () => {
    fc.assert(
      fc.property(fc.nat(2000), fc.nat(2000), (a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        const first = milestone(early, answered, files).bodyBytes;
        const second = milestone(late, answered, files).bodyBytes;
        return first <= second && second <= 13_000;
      }),
    );
  });
});
