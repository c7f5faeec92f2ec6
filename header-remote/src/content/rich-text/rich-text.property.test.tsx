import { render } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileRichText, unsafeMarkup } from '../testing/hostile-content.ts';
import type { ReactElement } from 'react';
import { RichText } from './rich-text.tsx';

/** Renders in the DOM as the header does (client-side), hands the tree to `check`, then unmounts. */
function withRendered(element: ReactElement, check: (container: HTMLElement) => void) {
  const { container, unmount } = render(element);
  try {
    check(container);
  } finally {
    unmount();
  }
}

describe('Rich text with hostile input', () => {
  it('never renders a script, an event handler, an unsafe link or a link inside a link', () => {
    fc.assert(
      fc.property(hostileRichText, fc.boolean(), (content, removeEmptyParagraphs) => {
        withRendered(<RichText content={content} removeEmptyParagraphs={removeEmptyParagraphs} />, (dom) => {
          expect(unsafeMarkup(dom)).toEqual([]);
          for (const anchor of dom.querySelectorAll('a[href]')) {
            const href = anchor.getAttribute('href') ?? '';
            expect(href).toMatch(/^(https?:|mailto:|tel:|#|\/ecom(?:[/?#]|$))/i);
            expect(href).not.toMatch(/^javascript:/i);
          }
        });
      }),
      { numRuns: 300 },
    );
  });

  it('renders nothing at all for an invalid block set', () => {
    fc.assert(
      fc.property(hostileRichText, (content) => {
        withRendered(<RichText content={{ ...content, valid: false }} />, (dom) => expect(dom).toBeEmptyDOMElement());
      }),
      { numRuns: 50 },
    );
  });
});
