import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { HEADER_ID_PREFIX } from '../lib/id-prefix.ts';
import type { Logger } from '../lib/logger.ts';

/** Lazy pieces (the booked slot, the amend bar) are in the server build's one file and resolve at once; this is for one that hangs. */
const LAZY_PIECES_DEADLINE_MS = 1000;

/** React's mark of a boundary it could not finish (it suspended or threw): the browser renders it. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * The header's HTML with every lazy piece rendered, in one piece. Nearly
 * always nothing suspends (what the server draws is in the header's own
 * code), so `renderToString` writes it in one synchronous pass: a third of
 * a shopper's render went on `prerender`'s streams. When a boundary did not
 * finish there (a piece still loading, or a part that threw), the header is
 * rendered again with `prerender`, which waits for every Suspense boundary
 * before it writes anything (renderToString would send their loading
 * fallbacks) and reports what failed; its HTML holds no pending boundary and
 * no inline script for a strict CSP to refuse (with outlining off: see
 * progressiveChunkSize). A piece that fails or hangs there is left for the
 * browser to render.
 */
export async function renderToHtml(element: ReactNode, logger: Logger): Promise<{ html: string; failed: boolean }> {
  try {
    const html = renderToString(element, { identifierPrefix: HEADER_ID_PREFIX });
    if (!html.includes(CLIENT_RENDERED_BOUNDARY)) return { html, failed: false };
  } catch {
    // Thrown outside every boundary: prerender below meets it again and reports it.
  }
  let failed = false;
  const { prelude } = await prerender(element, {
    identifierPrefix: HEADER_ID_PREFIX,
    signal: AbortSignal.timeout(LAZY_PIECES_DEADLINE_MS),
    // Never outline a finished boundary into a later segment revealed by an inline script (React does
    // that past this many bytes, ~12.8 KB by default, and the header with its crawler links is larger).
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (error) => {
      failed = true;
      logger.error('A part of the header failed to render on the server', { error: String(error) });
    },
  });
  return { html: await new Response(prelude).text(), failed };
}
