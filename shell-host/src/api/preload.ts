/**
 * How a service call that is the same for every shopper may start from an answer the server
 * loaded for the page (pages/shared/preloaded-answers.ts): its path on the services, and how to
 * read the raw answer with the contract's schema.
 */
export type Preload<T> = {
  readonly path: string;
  /** Parses the raw answer with the contract's schema; throws when it does not parse. */
  readonly read: (answer: unknown) => T;
};
