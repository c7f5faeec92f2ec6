import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../lib/api-client.ts';
import { createLogger } from '../../../lib/logger.ts';
import { installFetch } from '../../../../../test-support/fake-network.ts';
import { fakeTermSuggest } from '../testing/fake-term-suggest.ts';
import { getSuggestions, SuggestionsError } from './get-suggestions.ts';

const api = createApiClient({ baseUrl: 'http://api.test', logger: createLogger(false), emit: () => {} });
let restore = () => {};
afterEach(() => restore());

describe('getSuggestions', () => {
  it('asks term-suggest under the given base and returns the terms', async () => {
    restore = installFetch(fakeTermSuggest((term) => [`${term} one`, `${term} two`]));
    const terms = await getSuggestions(api, 'oat milk', {
      baseUrl: 'http://suggest.test/v2',
      signal: new AbortController().signal,
    });
    expect(terms).toEqual(['oat milk one', 'oat milk two']);
  });

  it('fails with the url and status of a failed call', async () => {
    restore = installFetch(fakeTermSuggest(() => ({ status: 503, body: { error: 'down' } })));
    const error = await getSuggestions(api, 'mil', { baseUrl: '/api', signal: new AbortController().signal }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(SuggestionsError);
    expect(error).toMatchObject({
      url: `${new URL('/api/term-suggest', document.baseURI).href}?term=mil`,
      status: 503,
    });
  });

  it('rejects with the abort, not a failure, when a newer term replaces it', async () => {
    restore = installFetch(fakeTermSuggest(() => ['x'], { delayMs: () => 50 }));
    const controller = new AbortController();
    const pending = getSuggestions(api, 'mil', { baseUrl: 'http://api.test', signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.not.toBeInstanceOf(SuggestionsError);
  });
});
