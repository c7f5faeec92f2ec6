import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureProductionState } from '../../../scripts/production-state.ts';
import { absoluteUrls, isScriptHint, serveStatic, staticPage } from './static-page.ts';

/** One GET over https trusting `ca` alone: the status and body, or the TLS error's code. */
function getTrusting(url: string, ca: string): Promise<{ status?: number; body?: string; error?: string }> {
  return new Promise((resolve) => {
    get(url, { ca }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString() }));
    }).on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
}

describe('the static floor page', () => {
  const base = 'http://localhost:3301/__federation_expose_mount.6dad8b24.css';

  it('makes a cross-origin sheet’s relative urls absolute, leaving data:, absolute and fragment urls', () => {
    expect(absoluteUrls('.a{background:url(img/logo.svg)}', base)).toBe(
      '.a{background:url(http://localhost:3301/img/logo.svg)}',
    );
    expect(absoluteUrls(`.a{src:url("../f.woff2") format("woff2")}`, base)).toBe(
      `.a{src:url("http://localhost:3301/f.woff2") format("woff2")}`,
    );
    for (const kept of [
      'url(data:image/png;base64,AA==)',
      'url(https://cdn.example/x.png)',
      'url(#mask)',
      'url(//cdn/x)',
    ])
      expect(absoluteUrls(`.a{b:${kept}}`, base)).toBe(`.a{b:${kept}}`);
  });

  it('inlines the CSS with no way to close its style tag, and carries no script', () => {
    const page = staticPage({ html: '<div data-header-root></div>', css: '.a{}</style><b>', lang: '' });
    expect(page).toContain('<html lang="en-GB">');
    expect(page.split('</style>')).toHaveLength(2);
    expect(page).toContain('<body><div data-header-root></div></body>');
    expect(page).not.toMatch(/<script/);
  });

  it('leaves out the preloads of script and of its data, keeping those of images and styles', () => {
    const hints = [
      '<link rel="preload" as="script" href="http://localhost:3301/remoteEntry.js" nonce="n">',
      '<link rel="preload" as="fetch" href="http://localhost:3301/mf-manifest.json" crossorigin="anonymous">',
      '<link rel=modulepreload href=/a.js>',
      "<LINK REL='preload' AS='Script' href=x.js>",
    ];
    const kept = [
      '<link rel="preload" as="image" href="http://localhost:4300/images/a.svg" fetchpriority="high">',
      '<link rel="stylesheet" href="http://localhost:3301/header-live.css">',
      '<link rel="icon" href="/favicon.svg">',
    ];
    for (const tag of hints) expect(isScriptHint(tag), tag).toBe(true);
    for (const tag of kept) expect(isScriptHint(tag), tag).toBe(false);
    const page = staticPage({
      html: `<div>${hints.join('')}<img src=a.svg>${kept.join('')}</div>`,
      css: '',
      lang: 'en-GB',
    });
    expect(page).toContain(`<body><div><img src=a.svg>${kept.join('')}</div></body>`);
  });

  it('is served over https with the production site’s certificate, so it crosses the wire as the site does', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-static-tls-'));
    try {
      const { tls } = await ensureProductionState(dir);
      const floor = await serveStatic('<p>floor</p>', 0, '/page', {
        cert: tls.cert,
        key: readFileSync(tls.keyFile, 'utf8'),
      });
      try {
        expect(floor.url).toMatch(/^https:\/\/localhost:\d+\/page$/);
        expect(await getTrusting(floor.url, tls.cert)).toEqual({ status: 200, body: '<p>floor</p>' });
        // Another certificate is not trusted in its place: nothing skips the check.
        const other = await ensureProductionState(path.join(dir, 'other'));
        expect((await getTrusting(floor.url, other.tls.cert)).error).toMatch(/CERT|SELF_SIGNED|SIGNATURE/);
      } finally {
        await floor.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
