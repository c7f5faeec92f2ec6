/** Puts a fake's `fetch` in place of the page's for a test or story; returns the function that puts the page's back. */
export function installFetch(fake: { readonly fetch: typeof globalThis.fetch }): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = fake.fetch;
  return () => {
    globalThis.fetch = original;
  };
}
