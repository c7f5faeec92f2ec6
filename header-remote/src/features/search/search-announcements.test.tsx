import { screen } from '@testing-library/react';
import { virtual } from '@guidepup/virtual-screen-reader';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box.tsx';
import { installFetch } from '../../../../test-support/fake-network.ts';
import { fakeTermSuggest } from './testing/fake-term-suggest.ts';
import { renderInHeader } from './testing/render-search.tsx';

vi.mock('../../lib/navigate.ts', () => ({ navigateTo: vi.fn() }));

/**
 * What a screen reader says (spec section 9's texts), read through a virtual screen
 * reader rather than from the live region's text: the region must be in the page, polite, and
 * filled after it is there, or nothing is spoken; one item is spoken in the singular. The virtual
 * reader speaks a polite region's change as "polite: …".
 */
let restoreFetch: () => void = () => {};
beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  await virtual.stop();
  restoreFetch();
  localStorage.clear();
  vi.restoreAllMocks();
});

const spoken = () => virtual.spokenPhraseLog();

describe('the search box, as a screen reader speaks it', () => {
  it('says how many suggestions there are, one in the singular', async () => {
    restoreFetch = installFetch(
      fakeTermSuggest((term) =>
        term.startsWith('cher') ? ['cherry tomatoes'] : ['milk', 'milk chocolate', 'oat milk'],
      ),
    );
    const { user, input } = renderInHeader(<SearchBox />);
    await virtual.start({ container: document.body });
    await user.type(input(), 'mil');
    await screen.findByRole('listbox');
    await vi.waitFor(async () => expect(await spoken()).toContain('polite: 3 suggestions available.'));
    await user.clear(input());
    await user.type(input(), 'cher');
    await vi.waitFor(async () => expect(await spoken()).toContain('polite: 1 suggestion available.'));
    expect(await spoken()).not.toContain('polite: 1 suggestions available.');
  });

  it('says how many recent searches there are at the first focus, one in the singular', async () => {
    localStorage.setItem('searchHistory', JSON.stringify(['bread']));
    const { user } = renderInHeader(<SearchBox />, { features: { searchHistory: true } });
    await virtual.start({ container: document.body });
    await user.tab();
    await screen.findByRole('listbox', { name: 'Recent searches' });
    await vi.waitFor(async () => expect(await spoken()).toContain('polite: You have: 1 previous search term found.'));
  });
});
