import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { navigationHandlers } from '../../navigation/testing/fake-navigation-services.ts';
import { fakeShoppingServices } from '../../shopping/testing/fake-shopping-services.ts';
import {
  loadedTrolley,
  sampleAddress,
  sampleBranch,
  sampleReservation,
  sampleTrolleyResult,
} from '../../shopping/testing/shopping-fixtures.ts';
import { createShoppingStore } from '../../shopping/testing/shopping-store.ts';
import { HeaderBanner, HeaderRoot } from '../../testing/header-under-test.tsx';
import { SearchBox } from './search-box.tsx';
import { installFetch, json } from '../../../../test-support/fake-network.ts';
import { fakeTermSuggest, groceryTerms, type SuggestAnswer } from './testing/fake-term-suggest.ts';

type Args = {
  readonly onEvent: () => void;
  readonly searchHistory: boolean;
  /** The box's width at most (the masthead's is 640px; narrower where the bar shares its row). */
  readonly width?: number;
  /** What the fake term-suggest service answers (the stories never reach a real network). */
  readonly answer: (term: string) => SuggestAnswer;
};

const HISTORY = ['semi skimmed milk', 'sourdough bread', 'free range eggs', 'cheddar', 'bananas', 'oat milk', 'rice'];

/** The keys of the box and its popup (the WAI-ARIA combobox pattern; spec section 4). */
const KEYS = `
**Keyboard.** Focus stays in the box while the arrows move through the list (\`aria-activedescendant\`).

- **Down / Up**: the next / previous item (Up from the first goes back to none); Down also reopens a list closed by Escape.
- **Enter**: searches for the highlighted item, or else for what was typed.
- **Escape**: closes the list; the box keeps its text (focus returns to the box from any button of the list).
- **Tab** in suggestions: clears the list and moves on.
- **Tab** in recent searches: moves into the list's buttons, "Clear all" and then each term's "Remove … from recent searches", in order (Shift+Tab goes back to the box); the list hides when Tab leaves the last button. Enter or Space presses a button; after a remove, focus goes to the next term's button (the previous one for the last row; the box when none are left), after "Clear all" to the box.
- **Delete** in recent searches: removes the highlighted term (the row stays highlighted).
`;

const meta = {
  title: 'Header/Search box',
  args: { onEvent: fn(), searchHistory: false, answer: groceryTerms as Args['answer'] },
  parameters: { docs: { description: { component: KEYS } } },
  // Inside a mounted header, as on the site, at the masthead's width; room below for the list.
  render: ({ onEvent, searchHistory, width = 640 }) => (
    <div style={{ padding: 24, maxWidth: width, minHeight: 420 }}>
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

/**
 * What of the popup's content lies outside its border, or is cut off: every option, the listbox and
 * any button must fit inside the popup, and no option may be wider than its box (wrapped, not clipped).
 */
function outsideThePopup(list: HTMLElement): string[] {
  const popup = list.parentElement as HTMLElement;
  const edge = popup.getBoundingClientRect();
  const parts = [list, ...within(list).getAllByRole('option'), ...popup.querySelectorAll('button')];
  return parts.flatMap((part) => {
    const name = part.getAttribute('aria-label') ?? part.textContent ?? part.tagName;
    const rect = part.getBoundingClientRect();
    const problems: string[] = [];
    if (rect.left < edge.left - 0.5 || rect.right > edge.right + 0.5)
      problems.push(
        `${name}: ${Math.round(rect.left)}-${Math.round(rect.right)} outside ${Math.round(edge.left)}-${Math.round(edge.right)}`,
      );
    if (part.getAttribute('role') === 'option' && part.scrollWidth > part.clientWidth)
      problems.push(`${name}: text ${part.scrollWidth}px in a ${part.clientWidth}px option`);
    return problems;
  });
}

/** Suggestions longer than the box is wide (a phone, or the masthead's box beside the signed-in links). */
const LONG_SUGGESTIONS = [
  'little sprout mango & banana pouch',
  'little sprout organic apple, pear & blueberry fruit pouch multipack 4 x 100g',
  'little sprout wholegrain porridge with apple and cinnamon for babies from 7 months',
  'littlesproutverylongproductcodewithoutanyspaces-1234567890',
];

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

const HISTORY_KEYS = `
Recent searches by keyboard alone. From the box, **Tab** goes to "Clear all", then to each term's
"Remove … from recent searches" button; **Shift+Tab** goes back to the box. **Enter** or **Space**
presses the focused button: after a remove, focus moves to the next term's button. **Escape** closes
the list and gives focus back to the box. In the box, **Down / Up** highlight a term, **Enter** searches
for it and **Delete** removes it. The list hides when **Tab** leaves its last button.
`;

/**
 * Recent searches by keyboard alone: Tab from the box walks "Clear all" and each remove button (the
 * list stays open), Enter removes the focused term and focus moves to the next term's button.
 */
export const HistoryKeyboard: Story = {
  args: { searchHistory: true },
  parameters: { docs: { description: { story: HISTORY_KEYS } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(box(canvasElement));
    const list = await canvas.findByRole('listbox', { name: 'Recent searches' });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear all' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove semi skimmed milk from recent searches' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove sourdough bread from recent searches' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(within(list).queryByRole('option', { name: 'sourdough bread' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Remove free range eggs from recent searches' })).toHaveFocus();
    await expect(list).toBeVisible();
    // On through the remaining buttons, then out of the popup: the list hides.
    for (const term of ['cheddar', 'bananas', 'oat milk', 'rice']) {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: `Remove ${term} from recent searches` })).toHaveFocus();
    }
    await userEvent.tab();
    await waitFor(() => expect(canvas.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(box(canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Long suggestions wrap inside the popup (here 320px wide, the narrowest phone): nothing spills past its border. */
export const LongSuggestions: Story = {
  args: { width: 320, answer: () => LONG_SUGGESTIONS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(box(canvasElement), 'little');
    const list = await canvas.findByRole('listbox', { name: 'Search suggestions' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(LONG_SUGGESTIONS.length));
    await expect(outsideThePopup(list).join('\n')).toBe('');
  },
};

/** Long recent searches wrap too, each remove button beside its own term and inside the popup. */
export const HistoryLongTerms: Story = {
  args: { searchHistory: true, width: 320 },
  beforeEach: () => {
    localStorage.setItem('searchHistory', JSON.stringify([...LONG_SUGGESTIONS, 'milk']));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(box(canvasElement));
    const list = await canvas.findByRole('listbox', { name: 'Recent searches' });
    await expect(outsideThePopup(list).join('\n')).toBe('');
    const misplaced = within(list)
      .getAllByRole('option')
      .flatMap((option) => {
        const term = option.textContent ?? '';
        const remove = canvas.getByRole('button', { name: `Remove ${term} from recent searches` });
        const row = option.getBoundingClientRect();
        const button = remove.getBoundingClientRect();
        return button.top >= row.top - 0.5 && button.bottom <= row.bottom + 0.5 ? [] : [term];
      });
    await expect(misplaced.join('\n')).toBe('');
  },
};

/** A signed-in shopper's whole header, its masthead at its widest (a long slot date, 99+ items), so the box is at its narrowest. */
function SignedInHeader() {
  const [store] = useState(() =>
    createShoppingStore({
      trolley: loadedTrolley(sampleTrolleyResult({ count: 120, total: 247.5 })),
      slot: {
        status: 'booked',
        reservation: sampleReservation({
          startDateTime: '2026-09-30T08:00:00.000Z',
          endDateTime: '2026-09-30T09:00:00.000Z',
        }),
        address: sampleAddress(),
        branch: sampleBranch(),
      },
    }),
  );
  // The page's own origin as the API: once idle, the Groceries panel is drawn ahead, hidden, and its
  // content's pictures (/favicon.svg in the fixtures) load from here, where Storybook serves them.
  return (
    <HeaderRoot input={{ services: { api: '/' } }} store={store}>
      <HeaderBanner />
    </HeaderRoot>
  );
}

/**
 * At 1280px, signed in, where "little sprout mango & banana pouch" once ran about 100px past
 * the popup's border over the footer's links: the long suggestions wrap inside the popup there too.
 */
export const LongSuggestionsSignedInAt1280: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: () => <SignedInHeader />,
  // The header's own calls (the menus) answered here, and the long suggestions.
  beforeEach: () =>
    installFetch(
      fakeShoppingServices({
        handlers: { ...navigationHandlers, 'GET /term-suggest': () => json({ terms: LONG_SUGGESTIONS }) },
      }),
    ),
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    // The booked slot's button comes in its own chunk: once it is there, the masthead is at its widest.
    await within(banner).findByRole('button', { name: 'Delivery slot: Wednesday 30 September, 9am - 10am' });
    await expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(1280);
    await userEvent.type(within(banner).getByRole('combobox', { name: 'Search groceries' }), 'little');
    const list = await within(banner).findByRole('listbox', { name: 'Search suggestions' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(LONG_SUGGESTIONS.length));
    await expect(outsideThePopup(list).join('\n')).toBe('');
  },
};
