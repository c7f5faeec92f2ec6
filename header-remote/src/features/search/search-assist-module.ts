/**
 * What a search box loads on its first focus: its state machine and the
 * runner that carries out its effects (suggestions with ky, history,
 * committing), and the popup. None of it is in the closed header's critical
 * JavaScript.
 */
import type { RefObject } from 'react';
import type { HeaderConfig } from '../../lib/header-config.tsx';
import { warmToken, type Store } from '../../shopping/session-client.ts';
import { apiClientFor } from './api/search-api-client.ts';
import { commitSearch } from './commit-search.ts';
import { searchHistoryKey } from './history/history-storage.ts';
import { createSearchAssist, type SearchAssist } from './search-assist.ts';

export { commitSearch } from './commit-search.ts';
export { catchUp, SearchPopup } from './search-popup.tsx';

export function createAssistFor(
  config: HeaderConfig,
  store: Store,
  searchType: string | undefined,
  input: RefObject<HTMLInputElement | null>,
): SearchAssist {
  const { props, logger, emit } = config;
  // The first suggestion carries a signed-in shopper's bearer (spec section 7): asked for now, beside
  // the box's set-up, not once the first request is under way.
  warmToken(config, store);
  return createSearchAssist({
    api: apiClientFor(config, store),
    termSuggestBase: props.services.termSuggest ?? props.services.api,
    logger,
    emit,
    historyKey: props.features.searchHistory ? searchHistoryKey(searchType) : undefined,
    showTerm: (term) => {
      if (input.current) input.current.value = term;
    },
    commit: (term, source) => commitSearch(config, searchType, term, source),
  });
}
