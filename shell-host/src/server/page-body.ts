/**
 * The page body (#root) in the first HTML: server.ts renders it with the host's server build
 * (dist/server/render-page.cjs, built from src/server/render-page.tsx) and the browser hydrates
 * it (src/bootstrap.tsx), from the same services' answers, sent with the page as JSON
 * (pages/shared/preloaded-answers.ts). A body that cannot be rendered never fails the page: it is
 * logged and #root is sent empty, and the browser renders the page as it did before.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pageAnswersJson } from '../pages/shared/preloaded-answers.ts';
import type { PageRequest, PreloadOptions, RenderedPage } from './render-page.tsx';
import type { SecurePage } from './page-security.ts';
import { encodedOnce, fillPage, PAGE_PLACES } from './page-parts.ts';

export type { PageRequest, PreloadOptions, RenderedPage };
export type RenderPage = (request: PageRequest, options?: PreloadOptions) => Promise<RenderedPage>;
export type Log = (message: string, details?: Record<string, unknown>) => void;

export const PAGE_PLACEHOLDER = PAGE_PLACES.page;
export const PAGE_ANSWERS_PLACEHOLDER = PAGE_PLACES.answers;
export const FOOTER_PLACEHOLDER = PAGE_PLACES.footer;

const EMPTY: RenderedPage = { html: '', footer: '', header: '', answers: {} };

/** The server build's renderPage, or undefined (logged) when it is not there or not what it should be. */
export function loadPageRenderer(file: string, log: Log): RenderPage | undefined {
  if (!existsSync(file)) {
    log('No server build of the pages: #root is rendered in the browser', { file });
    return undefined;
  }
  try {
    const loaded: unknown = createRequire(import.meta.url)(file);
    const render = (loaded as { renderPage?: unknown } | null)?.renderPage;
    if (typeof render !== 'function') throw new Error('it exports no renderPage function');
    return render as RenderPage;
  } catch (error) {
    log('The server build of the pages cannot be loaded: #root is rendered in the browser', {
      file,
      error: String(error),
    });
    return undefined;
  }
}

/** The body's HTML and its answers, or none (logged) when there is no renderer or the render failed. */
export async function renderPageBody(
  render: RenderPage | undefined,
  request: PageRequest,
  log: Log,
  options: PreloadOptions = {},
): Promise<RenderedPage> {
  if (!render) return EMPTY;
  try {
    return await render(request, { log, ...options });
  } catch (error) {
    log('The page body could not be rendered: #root is sent empty', {
      pathname: request.pathname,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return EMPTY;
  }
}

/** The host's fallback footer: the same every time, encoded once. */
const footerBytes = encodedOnce();

/**
 * The page with its body in #root (empty: the browser renders it), the answers it was rendered
 * with, and the host's fallback footer in #footer-slot (empty: the browser renders it, and no remote footer).
 */
export function withPageBody(page: SecurePage, { html, footer, answers }: RenderedPage): SecurePage {
  return {
    ...page,
    parts: fillPage(page.parts, { page: html, answers: pageAnswersJson(answers), footer: footerBytes(footer) }),
  };
}
