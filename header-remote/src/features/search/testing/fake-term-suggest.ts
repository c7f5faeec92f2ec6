/**
 * A fake term-suggest service at the network (a `fetch` stand-in), shared by
 * the component tests and the stories. End-to-end tests use the real service.
 */
export type SuggestAnswer =
  | readonly string[]
  /** Any other answer: a status and body, e.g. a 500 or a malformed 200. */
  | { readonly status: number; readonly body: unknown };

export type FakeTermSuggest = {
  /** The terms requested, in order. */
  readonly requested: string[];
  readonly fetch: typeof globalThis.fetch;
};

export type FakeTermSuggestOptions = {
  /** How long the service takes to answer, per term. */
  readonly delayMs?: (term: string) => number;
  /** Answer even after the request was aborted, like a server whose reply is already on its way. */
  readonly ignoreAbort?: boolean;
};

const abortError = () => new DOMException('The operation was aborted.', 'AbortError');

export function fakeTermSuggest(
  answer: (term: string) => SuggestAnswer,
  { delayMs = () => 0, ignoreAbort = false }: FakeTermSuggestOptions = {},
): FakeTermSuggest {
  const requested: string[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (!url.pathname.endsWith('/term-suggest')) {
      return Promise.resolve(Response.json({ error: 'not_found' }, { status: 404 }));
    }
    const term = url.searchParams.get('term') ?? '';
    requested.push(term);
    const signal = request.signal;
    return new Promise<Response>((resolve, reject) => {
      if (signal.aborted && !ignoreAbort) return reject(abortError());
      const timer = setTimeout(() => {
        const result = answer(term);
        resolve(
          Array.isArray(result)
            ? Response.json({ terms: result })
            : Response.json((result as { body: unknown }).body, {
                status: (result as { status: number }).status,
              }),
        );
      }, delayMs(term));
      if (ignoreAbort) return;
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(abortError());
      });
    });
  };
  return { requested, fetch: fetch as typeof globalThis.fetch };
}

/** Suggestions from a small grocery vocabulary: every word of the term starts a word of the name. */
const VOCABULARY = [
  'milk',
  'semi skimmed milk',
  'whole milk',
  'milk chocolate',
  'oat milk',
  'coconut milk',
  'buttermilk',
  'creme fraiche',
  'crème brûlée',
  'cheddar cheese',
  'cherry tomatoes',
  'chicken breasts',
];

export function groceryTerms(term: string): readonly string[] {
  const words = term.toLowerCase().split(/\s+/).filter(Boolean);
  return VOCABULARY.filter((name) => words.every((word) => name.split(' ').some((part) => part.startsWith(word))));
}
