import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HeaderRoot } from '../../testing/header-under-test.tsx';
import { SearchBox } from './search-box.tsx';
import { fakeTermSuggest, groceryTerms, installFetch, type SuggestAnswer } from './testing/fake-term-suggest.ts';

type Args = {
  readonly onEvent: () => void;
  readonly searchHistory: boolean;
  /** What the fake term-suggest service answers (the stories never reach a real network). */
  readonly answer: (term: string) => SuggestAnswer;
};

const HISTORY = ['semi skimmed milk', 'sourdough bread', 'free range eggs', 'cheddar', 'bananas', 'oat milk', 'rice'];

const meta = {
  title: 'Header/Search box',
  args: { onEvent: fn(), searchHistory: false, answer: groceryTerms as Args['answer'] },
  // Inside a mounted header, as on the site, at the masthead's width; room below for the list.
  render: ({ onEvent, searchHistory }) => (
    <div style={{ padding: 24, maxWidth: 640, minHeight: 420 }}>
      <HeaderRoot input={{ services: { api: 'https://api.fernleaf.example' }, features: { searchHistory }, onEvent }}>
        <SearchBox landmark />
      </HeaderRoot>
    </div>
  ),
  beforeEach: ({ args }) => {
    const restoreFetch = installFetch(fakeTermSuggest(args.answer));
    localStorage.setItem('searchHistory', JSON.stringify(HISTORY));
    return () => {
      restoreFetch();
      localStorage.removeItem('searchHistory');
    };
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: 'Search groceries' });

/** Empty and closed: the placeholder, and Search disabled until the term changes. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(box(canvasElement)).toHaveAttribute(
      'placeholder',
      expect.stringMatching(/^Search(?: groceries)?\.\.\.$/),
    );
    await expect(box(canvasElement)).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeDisabled();
  },
};

/** Typing: two letters, not yet enough for suggestions (they start at 3). Search and the clear button are live. */
export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(box(canvasElement), 'mi');
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Clear search term' })).toBeVisible();
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** Suggestions for "milk", the typed word marked in each, and announced to screen readers. */
export const SuggestionsWithHighlights: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(box(canvasElement), 'milk');
    const list = await canvas.findByRole('listbox', { name: 'Search suggestions' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(groceryTerms('milk').length));
    await expect(list.querySelector('mark')?.textContent).toBe('milk');
    await expect(canvas.getByRole('status')).toHaveTextContent(`${groceryTerms('milk').length} suggestions available.`);
  },
};

/** A term the service has no suggestions for: no list, nothing announced. */
export const NoSuggestions: Story = {
  args: { answer: () => [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(box(canvasElement), 'xylophone');
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(box(canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The service fails (500): no suggestions, and the box works on; the failure goes to the log (with client logging on). */
export const SuggestionError: Story = {
  args: { answer: () => ({ status: 500, body: { error: 'internal', message: 'Suggestions are down' } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(box(canvasElement), 'milk');
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}');
    await expect(box(canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Recent searches: the newest 6 under the focused, empty box, with "Clear all" and a remove button each. */
export const HistoryShown: Story = {
  args: { searchHistory: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(box(canvasElement));
    const list = await canvas.findByRole('listbox', { name: 'Recent searches' });
    await expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(HISTORY.slice(0, 6));
    await expect(canvas.getByRole('status')).toHaveTextContent('You have: 6 previous search terms found.');
    await expect(canvas.getByRole('button', { name: 'Clear all' })).toBeVisible();
  },
};

/** A recent search highlighted with the arrow keys: Enter would search for it, Delete would remove it. */
export const HistoryItemFocused: Story = {
  args: { searchHistory: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(box(canvasElement));
    const list = await canvas.findByRole('listbox', { name: 'Recent searches' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(list).getByRole('option', { name: 'sourdough bread' });
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(box(canvasElement)).toHaveAttribute('aria-activedescendant', second.id);
  },
};

/** One suggestion: announced in the singular, "1 suggestion available." */
export const OneSuggestion: Story = {
  args: { answer: (term) => (term.length >= 3 ? ['cherry tomatoes'] : []) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(box(canvasElement), 'cherry');
    const list = await canvas.findByRole('listbox', { name: 'Search suggestions' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1));
    await expect(canvas.getByRole('status')).toHaveTextContent(/^1 suggestion available\.$/);
  },
};

/** One recent search: announced in the singular, "You have: 1 previous search term found." */
export const OneRecentSearch: Story = {
  args: { searchHistory: true },
  beforeEach: () => {
    localStorage.setItem('searchHistory', JSON.stringify(['semi skimmed milk']));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(box(canvasElement));
    await canvas.findByRole('listbox', { name: 'Recent searches' });
    await expect(canvas.getByRole('status')).toHaveTextContent(/^You have: 1 previous search term found\.$/);
  },
};
