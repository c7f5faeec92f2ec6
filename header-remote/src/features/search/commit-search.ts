import { searchUrl } from '@grocer/shared-contracts';
import { normaliseSearchTerm } from '@grocer/shared-contracts/domain';
import type { HeaderConfig } from '../../lib/header-config.tsx';
import { readSearchHistory, searchHistoryKey, writeSearchHistory } from './history/history-storage.ts';
import { addToHistory } from './history/search-history.ts';
import { navigateTo } from '../../lib/navigate.ts';
import type { SearchSource } from './search-machine.ts';

/**
 * Commits a search (spec section 4): tells the host's analytics, remembers the
 * term when the searchHistory flag is on, and loads the search page (the base
 * search page for an empty term), within the header's custom tags (spec section 3).
 */
export function commitSearch(
  { props, logger, emit }: HeaderConfig,
  searchType: string | undefined,
  raw: string,
  source: SearchSource,
): void {
  const searchTerm = normaliseSearchTerm(raw);
  emit('analytics', { name: 'search', data: { searchTerm, source } });
  if (props.features.searchHistory && searchTerm !== '') {
    const key = searchHistoryKey(searchType);
    writeSearchHistory(key, addToHistory(readSearchHistory(key, logger), searchTerm), logger);
  }
  navigateTo(searchUrl(searchTerm, props.search.customTags));
}
