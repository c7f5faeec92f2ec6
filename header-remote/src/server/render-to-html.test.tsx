// @vitest-environment node
import { lazy, Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { renderToHtml } from './render-to-html.ts';

const logger = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

function Slot({ label }: { readonly label: string }) {
  return <button type="button">{label}</button>;
}

function Broken(): never {
  throw new Error('no slot today');
}

async function prerendered(element: React.ReactNode) {
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  return new Response(prelude).text();
}

describe('renderToHtml', () => {
  it('writes a finished tree as prerender does', async () => {
    const tree = (
      <nav aria-label="Header">
        <Suspense fallback={<p>Loading</p>}>
          <Slot label="Change slot" />
        </Suspense>
      </nav>
    );

    const { html, failed } = await renderToHtml(tree, logger());

    expect(html).toBe(await prerendered(tree));
    expect(html).toContain('Change slot');
    expect(failed).toBe(false);
  });

  it('waits for a piece whose code has not come and writes the piece, not its fallback', async () => {
    const Piece = lazy(async () => ({ default: Slot }));

    const { html, failed } = await renderToHtml(
      <Suspense fallback={<p>Loading</p>}>
        <Piece label="Change slot" />
      </Suspense>,
      logger(),
    );

    expect(html).toContain('Change slot');
    expect(html).not.toContain('Loading');
    expect(failed).toBe(false);
  });

  it('leaves a part that throws to the browser, says it failed and logs why', async () => {
    const log = logger();

    const { html, failed } = await renderToHtml(
      <div>
        <Slot label="Checkout" />
        <Suspense fallback={<p>Loading</p>}>
          <Broken />
        </Suspense>
      </div>,
      log,
    );

    expect(html).toContain('Checkout');
    expect(html).toContain('<!--$!-->');
    expect(failed).toBe(true);
    expect(log.error).toHaveBeenCalledWith('A part of the header failed to render on the server', {
      error: 'Error: no slot today',
    });
  });

  it('rejects when a part outside every boundary throws', async () => {
    await expect(renderToHtml(<Broken />, logger())).rejects.toThrow('no slot today');
  });
});
