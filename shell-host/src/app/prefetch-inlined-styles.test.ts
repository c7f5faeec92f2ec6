import { describe, expect, it, vi } from 'vitest';
import { inlinedStyleUrls, prefetchInlinedStyles } from './prefetch-inlined-styles.ts';

function pageWith(head: string): Document {
  const doc = document.implementation.createHTMLDocument();
  // A page deep in the site: a relative sheet is from the site's root, not from beside the page.
  doc.head.innerHTML = `<base href="http://shop.test/ecom/shop/browse/groceries">${head}`;
  return doc;
}

describe('prefetching the stylesheets a first page had inlined', () => {
  const page = pageWith(
    '<style data-href="816.f364aa4c.css">a{}</style>' +
      '<style data-href="http://remote.test/mount.18dd9a10.css">b{}</style>' +
      '<style>c{}</style>' +
      '<style data-href="javascript:alert(1)">d{}</style>',
  );

  it('finds each inlined sheet’s file: the host’s from the site’s root, the header’s where it says', () => {
    expect(inlinedStyleUrls(page).map(String)).toEqual([
      'http://shop.test/816.f364aa4c.css',
      'http://remote.test/mount.18dd9a10.css',
    ]);
  });

  it('fetches each as its link will ask for it, the other origin’s with CORS and no credentials, and reads it whole', async () => {
    const read = vi.fn(async () => new ArrayBuffer(0));
    const fetchFn = vi.fn(async () => ({ arrayBuffer: read }) as unknown as Response);
    await expect(prefetchInlinedStyles(page, fetchFn)).resolves.toBe(2);
    expect(fetchFn.mock.calls).toEqual([
      ['http://shop.test/816.f364aa4c.css', { mode: 'same-origin', credentials: 'same-origin', priority: 'low' }],
      ['http://remote.test/mount.18dd9a10.css', { mode: 'cors', credentials: 'same-origin', priority: 'low' }],
    ]);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('shrugs off a failed fetch: the next page only fetches the sheet itself', async () => {
    const fetchFn = vi.fn(async () => {
      throw new TypeError('offline');
    });
    await expect(prefetchInlinedStyles(page, fetchFn)).resolves.toBe(2);
  });

  it('fetches nothing on a page whose sheets were linked', async () => {
    const fetchFn = vi.fn(fetch);
    await expect(
      prefetchInlinedStyles(pageWith('<link rel="stylesheet" href="/816.f364aa4c.css">'), fetchFn),
    ).resolves.toBe(0);
    expect(fetchFn).not.toHaveBeenCalled();
  });
});
