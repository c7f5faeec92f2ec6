import { act, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigateTo } from '../../lib/navigate.ts';
import { SearchBox } from './search-box.tsx';
import type * as SearchPopupModule from './search-popup.tsx';
import { installFetch } from '../../../../test-support/fake-network.ts';
import { fakeTermSuggest, groceryTerms, type FakeTermSuggest } from './testing/fake-term-suggest.ts';
import { renderInHeader } from './testing/render-search.tsx';

vi.mock('../../lib/navigate.ts', () => ({ navigateTo: vi.fn() }));
// The popup, whose effect also catches the machine up, left out: what is tested is the box's first
// event reaching the machine before that effect has run, as an Enter typed fast can on a busy page.
vi.mock('./search-popup.tsx', async (importOriginal) => ({
  ...(await importOriginal<typeof SearchPopupModule>()),
  SearchPopup: () => null,
}));

let termSuggest: FakeTermSuggest;
let restoreFetch: () => void = () => {};
beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  termSuggest = fakeTermSuggest(groceryTerms);
  restoreFetch = installFetch(termSuggest);
});
afterEach(() => {
  restoreFetch();
  vi.restoreAllMocks();
  vi.mocked(navigateTo).mockClear();
});

/** The box, focused (which asks for its machine) and typed into before the machine is here: only the field has the text. */
function typedBeforeTheMachine(text: string): HTMLInputElement {
  const { input } = renderInHeader(<SearchBox landmark />);
  const box = input() as HTMLInputElement;
  fireEvent.focus(box);
  box.value = text;
  fireEvent.input(box);
  return box;
}

describe('the search box, when its machine arrives while the shopper types', () => {
  it('searches for what was typed before it came, when Enter is the first thing after it came', async () => {
    const box = typedBeforeTheMachine('salmon');
    await act(() => import('./search-assist-module.ts'));

    // Enter with nothing highlighted: the form's own submit, which the machine commits.
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.submit(box.form as HTMLFormElement);

    expect(navigateTo).toHaveBeenCalledWith('/ecom/shop/search?searchTerm=salmon');
    expect(navigateTo).not.toHaveBeenCalledWith('/ecom/shop/search');
  });

  it('asks for suggestions for what was typed before it came as it comes, not after the render that shows its popup', async () => {
    typedBeforeTheMachine('mil');
    await act(() => import('./search-assist-module.ts'));

    // No further event, and no popup to catch the machine up (it is left out here).
    expect(termSuggest.requested).toEqual(['mil']);
  });

  it('gives the machine a letter typed between its arrival and the render that shows its popup', async () => {
    const box = typedBeforeTheMachine('mi');
    await import('./search-assist-module.ts');
    await Promise.resolve(); // the module's promise has settled: the machine is here, its render not yet
    box.value = 'mil';
    fireEvent.input(box);
    await act(() => new Promise((resolve) => setTimeout(resolve, 350)));

    expect(termSuggest.requested.at(-1)).toBe('mil');
  });
});
