/**
 * How a service call that is the same for every shopper may start from an answer the server
 * loaded for the page (pages/shared/preloaded-answers.ts): its path on the services, for a call
 * that is not a GET its method and JSON body, and how to read the raw answer with the contract's
 * schema.
 */
export type Preload<T> = {
  readonly path: string;
  /** A PUT or POST (the content service's calls): sent as a guest, with this body. */
  readonly request?: { readonly method: 'PUT' | 'POST'; readonly body: unknown };
  /** Parses the raw answer with the contract's schema; throws when it does not parse. */
  readonly read: (answer: unknown) => T;
};

/** What a preloaded answer is kept and sent under: its path, and a PUT's or POST's method and body as well. */
export function preloadKey({ path, request }: Pick<Preload<unknown>, 'path' | 'request'>): string {
  return request ? `${request.method} ${path} ${JSON.stringify(request.body)}` : path;
}
