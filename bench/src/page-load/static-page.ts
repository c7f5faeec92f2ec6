/**
 * Variant (c) of the page-load part, the floor: the same page's markup served
 * static: the body as the federated page draws it (the header, and the host's
 * page with its products and their images) and the page's CSS inlined, with no
 * script and no preload of script (until 2026-11-25 it kept the header's
 * script preloads, which were in the body it copied). Captured from the
 * running page, so it is exactly what (a) shows; served by a tiny in-process
 * server. (Until the host's page body came in the
 * first HTML, the floor held the header alone: a page without its body, whose
 * largest paint was the header's text, not a product image.)
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { LIGHTHOUSE_PHONE } from '../browser/chromium.ts';
import { SEARCH_BOX } from '../interaction/targets.ts';

export type CapturedPage = { readonly html: string; readonly css: string; readonly lang: string };

/** A stylesheet as the page has it: its rules when the page may read them, else its address (a cross-origin `<link>`). */
type SheetSource = { readonly css: string } | { readonly href: string };

/**
 * CSS moved from its own address into a page elsewhere: relative `url(…)`
 * references are made absolute against the sheet's address, so fonts and
 * images still load.
 */
export function absoluteUrls(css: string, base: string): string {
  return css.replace(/url\(\s*(['"]?)([^'"()\s]+)\1\s*\)/g, (whole, quote: string, url: string) => {
    // Absolute (data:, https:…), protocol-relative and fragment urls stay as they are.
    if (/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(url)) return whole;
    return `url(${quote}${new URL(url, base).href}${quote})`;
  });
}

/**
 * The rendered page body (no scripts) and every stylesheet rule the page
 * has, at a mobile width. The header's CSS comes in
 * `<link rel="stylesheet">` tags from the remote's origin (the server puts the
 * `mount` expose's in the head; lazy pieces add theirs), whose rules a page
 * may not read across origins: those sheets are fetched by their address.
 */
export async function capturePage(browser: Browser, url: string): Promise<CapturedPage> {
  const context = await browser.newContext({ viewport: LIGHTHOUSE_PHONE.viewport });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator('[data-header-root]').waitFor();
    // Wait for the same point the other variants reach: the header's own content is drawn.
    await page
      .getByRole(SEARCH_BOX.role, { name: SEARCH_BOX.name })
      .or(page.getByRole('button', { name: 'Open search' }))
      .first()
      .waitFor();
    const captured = await page.evaluate(() => {
      // No type annotations in here: the function runs in the page as written.
      const body = document.createElement('body');
      body.innerHTML = document.body.innerHTML;
      for (const script of body.querySelectorAll('script')) script.remove();
      const sheets = [...document.styleSheets].map((sheet) => {
        try {
          return { css: [...sheet.cssRules].map((rule) => rule.cssText).join('\n') };
        } catch {
          return sheet.href ? { href: sheet.href } : { css: '' };
        }
      });
      return { html: body.innerHTML, sheets, lang: document.documentElement.lang };
    });
    const css: string[] = [];
    for (const sheet of captured.sheets as SheetSource[]) {
      if ('css' in sheet) {
        css.push(sheet.css);
        continue;
      }
      const response = await context.request.get(sheet.href);
      if (!response.ok()) throw new Error(`The page's stylesheet ${sheet.href} answered ${response.status()}`);
      css.push(absoluteUrls(await response.text(), sheet.href));
    }
    return { html: captured.html, css: css.join('\n'), lang: captured.lang };
  } finally {
    await context.close();
  }
}

/**
 * Whether a `<link>` tag asks for script or data that only script uses: a preload of a script (the
 * header's entry and chunks) or of a fetch (its manifest), or a module preload. The floor has no
 * script, so it has none of these: kept, they would take the network the page's images use, and
 * Lighthouse would count them on the floor's path to its largest paint.
 */
export function isScriptHint(linkTag: string): boolean {
  const rel = /\srel=(["']?)([^"'\s>]*)\1/i.exec(linkTag)?.[2]?.toLowerCase();
  const as = /\sas=(["']?)([^"'\s>]*)\1/i.exec(linkTag)?.[2]?.toLowerCase();
  return rel === 'modulepreload' || (rel === 'preload' && (as === 'script' || as === 'fetch'));
}

/** The markup without the hints of script the live page carried (one pass over each `<link>` tag). */
export function withoutScriptHints(html: string): string {
  return html.replace(/<link\b[^>]*>/gi, (tag) => (isScriptHint(tag) ? '' : tag));
}

export function staticPage({ html, css, lang }: CapturedPage): string {
  const safeCss = css.replaceAll('</style', '<\\/style');
  return [
    '<!doctype html>',
    `<html lang="${lang || 'en-GB'}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    '<title>Fernleaf groceries (static page)</title>',
    `<style>${safeCss}</style></head>`,
    `<body>${withoutScriptHints(html)}</body></html>`,
  ].join('\n');
}

/**
 * Serves the one page at `pagePath` (anything else, the favicon included, is an empty 404) on
 * 127.0.0.1, Brotli-compressed at the quality the host sends its pages with (4) when the browser
 * accepts it, as the host does, and over https with the site's certificate when the site is: the
 * floor and the federated page cross the wire alike, handshake included.
 */
export async function serveStatic(
  body: string,
  port: number,
  pagePath: string,
  tls?: { readonly cert: string; readonly key: string },
): Promise<{ url: string; close(): Promise<void> }> {
  const compressed = brotliCompressSync(Buffer.from(body, 'utf8'), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
  });
  const answer = (request: IncomingMessage, response: ServerResponse) => {
    if (new URL(request.url ?? '/', 'http://static').pathname !== pagePath) return void response.writeHead(404).end();
    const headers = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      vary: 'accept-encoding',
    };
    if (/\bbr\b/.test(request.headers['accept-encoding'] ?? '')) {
      return void response.writeHead(200, { ...headers, 'content-encoding': 'br' }).end(compressed);
    }
    response.writeHead(200, headers).end(body);
  };
  const server = tls ? createHttpsServer(tls, answer) : createServer(answer);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    url: `${tls ? 'https' : 'http'}://localhost:${listening}${pagePath}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
