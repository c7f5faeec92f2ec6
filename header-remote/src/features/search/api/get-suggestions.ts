import { isHTTPError, type KyInstance } from 'ky';
import { TermSuggestResponse } from '@grocer/shared-contracts/domain';
import { serviceBase } from '../../../lib/api-client.ts';

export const TERM_SUGGEST_SERVICE = 'term-suggest';
const TERM_SUGGEST_PATH = 'term-suggest';

export type GetSuggestionsOptions = {
  /** The services' base: `props.services.termSuggest`, or else `props.services.api`. */
  readonly baseUrl: string;
  /** Aborts the request when a newer term replaces it. */
  readonly signal: AbortSignal;
};

/** A failed suggestions call, with what the log needs (spec section 8: url and status). */
export class SuggestionsError extends Error {
  override name = 'SuggestionsError';
  readonly url: string;
  readonly status: number | undefined;

  constructor(message: string, url: string, status: number | undefined) {
    super(message);
    this.url = url;
    this.status = status;
  }
}

/**
 * `GET term-suggest?term=` (spec section 7): the suggested terms, parsed with
 * the contract's schema. Throws a SuggestionsError for a failed call or an
 * answer that does not parse, and the abort itself when the signal aborts.
 */
export async function getSuggestions(
  api: KyInstance,
  term: string,
  { baseUrl, signal }: GetSuggestionsOptions,
): Promise<readonly string[]> {
  const base = serviceBase(new URL(baseUrl, document.baseURI).href);
  const url = `${new URL(TERM_SUGGEST_PATH, base).href}?${new URLSearchParams({ term })}`;
  let status: number | undefined;
  try {
    const response = await api.get(TERM_SUGGEST_PATH, {
      baseUrl: base,
      searchParams: { term },
      signal,
      context: { service: TERM_SUGGEST_SERVICE },
    });
    status = response.status;
    const body = TermSuggestResponse.safeParse(await response.json());
    if (!body.success) throw new Error(`Unexpected answer: ${body.error.issues[0]?.message ?? 'invalid'}`);
    return body.data.terms;
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    const message = error instanceof Error ? error.message : String(error);
    throw new SuggestionsError(message, url, isHTTPError(error) ? error.response.status : status);
  }
}
