import { readFileSync } from 'node:fs';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OnHeaderEvent } from '@grocer/shared-contracts';
import { splitMultiSearchList } from '@grocer/shared-contracts/domain';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { HeaderRoot } from '../../testing/header-under-test.tsx';
import { withDialogs } from '../../testing/with-dialogs.ts';
import { MultiSearchLauncher } from './multi-search-launcher.tsx';
import { navigateTo } from '../../lib/navigate.ts';
import { useCustomerId } from './use-customer-id.ts';
import { sharedDataPath } from '../../../../test-support/shared-data.ts';
import textareaStyles from '../../ui/textarea.module.css';

vi.mock('../../lib/navigate.ts', () => ({ navigateTo: vi.fn() }));
vi.mock('./use-customer-id.ts', () => ({ useCustomerId: vi.fn(() => undefined) }));

const GUEST_KEY = 'multisearch--1';

/** Real shopping baskets, one per line, comma-separated: read at test time, never copied into the repo. */
const baskets = readFileSync(sharedDataPath('groceries-baskets.csv'), 'utf8');

function renderLauncher() {
  const onEvent = vi.fn<OnHeaderEvent>();
  render(
    <>
      <button type="button">Page before</button>
      <HeaderRoot input={{ clientLogging: true, onEvent }}>
        <MultiSearchLauncher />
      </HeaderRoot>
    </>,
  );
  return { onEvent, launcher: screen.getByRole('button', { name: 'Multi-search' }) };
}

async function openMultiSearch() {
  const user = userEvent.setup();
  const rendered = renderLauncher();
  await user.click(rendered.launcher);
  const dialog = await screen.findByRole('dialog', { name: 'Multi-search' });
  const box = within(dialog).getByRole('textbox', { name: 'Shopping list' });
  const clear = within(dialog).getByRole('button', { name: 'Clear list' });
  const search = within(dialog).getByRole('button', { name: 'Search' });
  return { user, ...rendered, dialog, box, clear, search };
}

function storedList(key = GUEST_KEY): unknown {
  const raw = localStorage.getItem(key);
  return raw === null ? null : JSON.parse(raw);
}

let warn: ReturnType<typeof vi.spyOn>;
let undoDialogs: () => void;
beforeEach(() => {
  localStorage.clear();
  vi.mocked(navigateTo).mockClear();
  vi.mocked(useCustomerId).mockReturnValue(undefined);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  undoDialogs = withDialogs();
});
afterEach(() => {
  warn.mockRestore();
  undoDialogs();
});

describe('Multi-search: opening and closing', () => {
  it('opens the "Multi-search" modal from its button, with the list box focused', async () => {
    const { box, dialog, launcher } = await openMultiSearch();
    expect(dialog.tagName).toBe('DIALOG');
    expect(launcher).toHaveAttribute('aria-haspopup', 'dialog');
    expect(box).toHaveAttribute('placeholder', 'Type or paste your list here');
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
  });

  it('labels the list box with words that stay on screen once the placeholder has gone', async () => {
    const { dialog, user, box } = await openMultiSearch();
    await user.type(box, 'milk');
    const label = within(dialog).getByText('Shopping list');
    expect(label.tagName).toBe('LABEL');
    expect(label).not.toHaveClass(textareaStyles.hiddenLabel ?? 'hidden-label');
  });

  it('closes with its close button, and opens again', async () => {
    const { user, launcher, dialog } = await openMultiSearch();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(launcher).toHaveFocus();
    await user.click(launcher);
    expect(await screen.findByRole('dialog', { name: 'Multi-search' })).toBeInTheDocument();
  });

  it('tells the host that the modal opened and closed', async () => {
    const { user, onEvent, dialog } = await openMultiSearch();
    await waitFor(() =>
      expect(onEvent).toHaveBeenCalledWith('analytics', { name: 'modal_open', data: { modal: 'multi-search' } }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onEvent).toHaveBeenCalledWith('analytics', { name: 'modal_close', data: { modal: 'multi-search' } });
  });
});

describe('Multi-search before the header is live, and its take-over', () => {
  let root: Root | undefined;
  let container: HTMLElement | undefined;
  const tree = (onEvent: OnHeaderEvent = () => {}) => (
    <HeaderRoot input={{ onEvent }}>
      <MultiSearchLauncher />
    </HeaderRoot>
  );
  /** The server's HTML in the page, as a shopper finds it before the header's script. */
  function serverDrawn() {
    container = document.createElement('div');
    container.innerHTML = renderToString(tree());
    document.body.append(container);
    return container;
  }
  /** The header goes live: React hydrates the same HTML. */
  async function goLive(onEvent?: OnHeaderEvent) {
    const recoverable = vi.fn();
    await act(async () => {
      root = hydrateRoot(container as HTMLElement, tree(onEvent), { onRecoverableError: recoverable });
    });
    return recoverable;
  }
  beforeEach(() => vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true));
  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
    root = undefined;
    vi.unstubAllGlobals();
  });

  it('is a plain form to the results page: Search sends the box as typed, Clear list resets it', async () => {
    serverDrawn();
    const launcher = screen.getByRole('button', { name: 'Multi-search' });
    expect(launcher).toHaveAttribute('command', 'show-modal');
    await userEvent.click(launcher);
    const dialog = screen.getByRole('dialog', { name: 'Multi-search' });
    expect(launcher).toHaveAttribute('commandfor', dialog.id);
    const box = within(dialog).getByRole('textbox', { name: 'Shopping list' });
    const form = box.closest('form');
    expect(form).toHaveAttribute('action', '/ecom/shop/multi-search');
    expect(form).toHaveAttribute('method', 'get');
    expect(box).toHaveAttribute('name', 'value');
    const search = within(dialog).getByRole('button', { name: 'Search' });
    const clear = within(dialog).getByRole('button', { name: 'Clear list' });
    // Enabled: before the script, nothing can tell them the box is empty.
    expect(search).toHaveAttribute('type', 'submit');
    expect(search).toBeEnabled();
    expect(clear).toHaveAttribute('type', 'reset');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveAttribute('command', 'close');
  });

  it('keeps what the shopper typed before it was live, and searches it', async () => {
    const user = userEvent.setup();
    localStorage.setItem(GUEST_KEY, JSON.stringify(['from an earlier visit']));
    serverDrawn();
    await user.click(screen.getByRole('button', { name: 'Multi-search' }));
    const dialog = screen.getByRole('dialog', { name: 'Multi-search' });
    const box = within(dialog).getByRole('textbox', { name: 'Shopping list' });
    expect(box).toHaveFocus();
    await user.type(box, 'milk{Enter}eggs');

    const onEvent = vi.fn<OnHeaderEvent>();
    expect(await goLive(onEvent)).not.toHaveBeenCalled();
    // The same elements, the same text, still open; the live header knows it is open.
    expect(screen.getByRole('dialog', { name: 'Multi-search' })).toBe(dialog);
    expect(within(dialog).getByRole('textbox', { name: 'Shopping list' })).toBe(box);
    expect(box).toHaveValue('milk\neggs');
    expect(box).toHaveFocus();
    expect(onEvent).toHaveBeenCalledWith('analytics', { name: 'modal_open', data: { modal: 'multi-search' } });
    await waitFor(() => expect(storedList()).toEqual(['milk', 'eggs']));

    await user.type(box, '{Enter}bread');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(navigateTo).toHaveBeenCalledExactlyOnceWith('/ecom/shop/multi-search?value=milk%2Ceggs%2Cbread');
  });

  it('fills the box with the stored list when nothing was typed, and disables its empty buttons once live', async () => {
    const user = userEvent.setup();
    serverDrawn();
    await goLive();
    const launcher = screen.getByRole('button', { name: 'Multi-search' });
    await user.click(launcher);
    const dialog = screen.getByRole('dialog', { name: 'Multi-search' });
    expect(within(dialog).getByRole('button', { name: 'Search' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Clear list' })).toBeDisabled();

    act(() => root?.unmount());
    container?.remove();
    localStorage.setItem(GUEST_KEY, JSON.stringify(['bread', 'jam']));
    serverDrawn();
    await goLive();
    await user.click(screen.getByRole('button', { name: 'Multi-search' }));
    const box = within(screen.getByRole('dialog', { name: 'Multi-search' })).getByRole('textbox');
    expect(box).toHaveValue('bread\njam');
  });
});

describe('Multi-search: the list', () => {
  it('disables Clear list and Search while the box is empty', async () => {
    const { user, box, clear, search } = await openMultiSearch();
    expect(clear).toBeDisabled();
    expect(search).toBeDisabled();
    await user.type(box, 'milk');
    await waitFor(() => expect(search).toBeEnabled());
    expect(clear).toBeEnabled();
    await user.clear(box);
    expect(clear).toBeDisabled();
    await waitFor(() => expect(search).toBeDisabled());
  });

  it('has nothing to search in a box of separators and spaces, which can still be cleared', async () => {
    const { user, box, clear, search } = await openMultiSearch();
    await user.type(box, ' ,_ ');
    expect(clear).toBeEnabled();
    expect(search).toBeDisabled();
  });

  it('empties the box with Clear list, and gives focus back to the box', async () => {
    const { user, box, clear, search } = await openMultiSearch();
    await user.type(box, 'milk{Enter}eggs');
    await waitFor(() => expect(storedList()).toEqual(['milk', 'eggs']));
    await user.click(clear);
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(clear).toBeDisabled();
    await waitFor(() => expect(search).toBeDisabled());
    expect(storedList()).toBeNull();
  });

  it('searches the split, cleaned list: newlines, underscores and commas, accents folded', async () => {
    const { user, box, search } = await openMultiSearch();
    await user.click(box);
    await user.paste('Crème fraîche\nfree range eggs_bread, <b>oat milk</b>\n\n');
    // The box keeps exactly what was pasted.
    expect(box).toHaveValue('Crème fraîche\nfree range eggs_bread, <b>oat milk</b>\n\n');
    await user.click(search);
    expect(navigateTo).toHaveBeenCalledExactlyOnceWith(
      '/ecom/shop/multi-search?value=Creme+fraiche%2Cfree+range+eggs%2Cbread%2Coat+milk',
    );
  });

  it('searches what is in the box when Search is pressed, even straight after typing', async () => {
    const { user, box } = await openMultiSearch();
    await user.type(box, 'apples{Enter}pears');
    await user.keyboard('{Tab}{Tab}{Enter}');
    expect(navigateTo).toHaveBeenCalledExactlyOnceWith('/ecom/shop/multi-search?value=apples%2Cpears');
  });

  it('keeps a typed 101st item, shows and announces "Item limit reached", and searches the first 100', async () => {
    const { user, box, search, dialog } = await openMultiSearch();
    const status = within(dialog).getByRole('status');
    expect(status).toBeEmptyDOMElement();
    const lines = Array.from({ length: 101 }, (_, index) => `item ${index + 1}`);

    await user.click(box);
    await user.paste(lines.slice(0, 100).join('\n'));
    await waitFor(() => expect(search).toBeEnabled());
    expect(status).toBeEmptyDOMElement();

    await user.type(box, '{Enter}item 101');
    await waitFor(() => expect(status).toHaveTextContent('Item limit reached'));
    expect(box).toHaveAccessibleDescription('Item limit reached');
    expect(box).toHaveValue(lines.join('\n'));

    await user.click(search);
    const url = new URL(vi.mocked(navigateTo).mock.calls[0]?.[0] ?? '', 'http://localhost');
    expect(url.pathname).toBe('/ecom/shop/multi-search');
    expect(url.searchParams.get('value')?.split(',')).toEqual(lines.slice(0, 100));

    // Back under the limit, the message goes.
    await user.type(box, '{Backspace}'.repeat('\nitem 101'.length + 1));
    await waitFor(() => expect(status).toBeEmptyDOMElement());
  });

  it('cuts a paste past 100 items to the first 100, as pasted, with the message', async () => {
    const { user, box, dialog } = await openMultiSearch();
    const lines = Array.from({ length: 150 }, (_, index) => `Item ${index + 1}`);
    await user.click(box);
    await user.paste(lines.join('\n'));
    expect(box).toHaveValue(lines.slice(0, 100).join('\n'));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Item limit reached'));
    // Still full after an edit that keeps 100 items.
    await user.type(box, 's');
    expect(box).toHaveValue(`${lines.slice(0, 100).join('\n')}s`);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Item limit reached');
  });

  it('takes a pasted file of real baskets: the first 100 items kept as pasted, the rest dropped', async () => {
    const { user, box, search, dialog } = await openMultiSearch();
    await user.click(box);
    await user.paste(baskets);
    const kept = (box as HTMLTextAreaElement).value;
    expect(baskets.startsWith(kept)).toBe(true);
    expect(splitMultiSearchList(kept)).toEqual({ items: splitMultiSearchList(baskets).items, truncated: false });
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Item limit reached'));
    await user.click(search);
    const url = new URL(vi.mocked(navigateTo).mock.calls[0]?.[0] ?? '', 'http://localhost');
    const items = url.searchParams.get('value')?.split(',') ?? [];
    expect(items).toHaveLength(100);
    // The file's first lines, one item per comma or newline, trimmed.
    expect(items.slice(0, 10)).toEqual([
      'citrus fruit',
      'semi-finished bread',
      'margarine',
      'ready soups',
      'tropical fruit',
      'yogurt',
      'coffee',
      'whole milk',
      'pip fruit',
      'yogurt',
    ]);
    // "cream cheese " in the file: trimmed.
    expect(items.slice(10, 12)).toEqual(['cream cheese', 'meat spreads']);
    expect(kept.endsWith(items[99] ?? '')).toBe(true);
    for (const item of items) expect(item).toMatch(/^[a-z][a-z ()'&+-]*[a-z)]$/i);
  });

  it('pastes within the limits in place, between what was typed', async () => {
    const { user, box } = await openMultiSearch();
    await user.type(box, 'milk{Enter}bread');
    (box as HTMLTextAreaElement).setSelectionRange(5, 5);
    await user.paste('eggs\n');
    expect(box).toHaveValue('milk\neggs\nbread');
  });
});

describe('Multi-search: bad input', () => {
  it('renders nothing pasted as markup, and keeps emoji and right-to-left text as typed', async () => {
    const { user, box, search, dialog } = await openMultiSearch();
    const pasted = '<img src=x onerror="alert(1)"><script>alert(2)</script>\n🍎 apples\nحليب\n<svg onload=alert(3)>';
    await user.click(box);
    await user.paste(pasted);
    expect(box).toHaveValue(pasted);
    expect(document.querySelector('img, script, svg[onload]')).toBeNull();
    expect(dialog.querySelectorAll('*[onerror], *[onload]')).toHaveLength(0);
    await user.click(search);
    const url = new URL(vi.mocked(navigateTo).mock.calls[0]?.[0] ?? '', 'http://localhost');
    expect(url.searchParams.get('value')?.split(',')).toEqual(['alert2', 'apples', 'حليب']);
  });

  it('keeps the first 1,000 characters of a 1 MB paste, and searches it as one item of 10 words', async () => {
    const { user, box, search } = await openMultiSearch();
    const huge = 'bananas '.repeat(131_072); // 1 MiB, no separators
    await user.click(box);
    await user.paste(huge);
    expect(box).toHaveValue(huge.slice(0, 1000));
    await waitFor(() => expect(search).toBeEnabled());
    await user.click(search);
    const url = new URL(vi.mocked(navigateTo).mock.calls[0]?.[0] ?? '', 'http://localhost');
    const items = url.searchParams.get('value')?.split(',') ?? [];
    expect(items).toEqual(['bananas bananas bananas bananas bananas bananas bananas bananas bananas bananas']);
  });

  it('truncates 10,000 lines to 100 items, with the message', async () => {
    const { user, box, dialog } = await openMultiSearch();
    const lines = Array.from({ length: 10_000 }, (_, index) => `line ${index}`);
    await user.click(box);
    await user.paste(lines.join('\n'));
    expect(box).toHaveValue(lines.slice(0, 100).join('\n'));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Item limit reached'));
    await waitFor(() => expect(storedList()).toHaveLength(100));
  });
});

describe('Multi-search: the stored list', () => {
  it('stores the list under the guest key as it is typed, and keeps the box as typed for the next opening', async () => {
    const { user, box, dialog } = await openMultiSearch();
    await user.type(box, 'milk,  Crème{Enter}eggs');
    await waitFor(() => expect(storedList()).toEqual(['milk', 'Creme', 'eggs']));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Multi-search' }));
    const reopened = await screen.findByRole('textbox', { name: 'Shopping list' });
    expect(reopened).toHaveValue('milk,  Crème\neggs');
  });

  it('stores each customer’s list under their own key', async () => {
    vi.mocked(useCustomerId).mockReturnValue('1234');
    localStorage.setItem(GUEST_KEY, JSON.stringify(['guest item']));
    localStorage.setItem('multisearch-1234', JSON.stringify(['bread', 'jam']));
    const { user, box } = await openMultiSearch();
    expect(box).toHaveValue('bread\njam');
    await user.type(box, '{Enter}butter');
    await waitFor(() => expect(storedList('multisearch-1234')).toEqual(['bread', 'jam', 'butter']));
    expect(storedList()).toEqual(['guest item']);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"items":["milk"]}'],
    ['items that are not strings', '["milk",2,null]'],
  ])('discards a stored list that is %s, and logs it', async (_, stored) => {
    localStorage.setItem(GUEST_KEY, stored);
    const { box } = await openMultiSearch();
    expect(box).toHaveValue('');
    expect(localStorage.getItem(GUEST_KEY)).toBeNull();
    expect(warn).toHaveBeenCalledWith('[header] Discarded an invalid stored multi-search list', { key: GUEST_KEY });
  });

  it('cleans and caps a stored list as if it were typed', async () => {
    localStorage.setItem(
      GUEST_KEY,
      JSON.stringify(['<b>milk</b>', ...Array.from({ length: 150 }, (_, index) => `item ${index}`)]),
    );
    const { box } = await openMultiSearch();
    const restored = (box as HTMLTextAreaElement).value.split('\n');
    expect(restored).toHaveLength(100);
    expect(restored[0]).toBe('milk');
  });

  it('still works when storage is unavailable', async () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { user, box, search } = await openMultiSearch();
    await user.type(box, 'milk');
    await user.click(search);
    expect(navigateTo).toHaveBeenCalledExactlyOnceWith('/ecom/shop/multi-search?value=milk');
    expect(warn).toHaveBeenCalledWith('[header] Could not read the stored multi-search list', expect.anything());
    expect(warn).toHaveBeenCalledWith('[header] Could not store the multi-search list', expect.anything());
    getItem.mockRestore();
    setItem.mockRestore();
  });
});

describe('Multi-search: accessibility', () => {
  it('has no axe violations closed, empty, filled and at the limit', async () => {
    const { container } = render(
      <HeaderRoot input={{}}>
        <MultiSearchLauncher />
      </HeaderRoot>,
    );
    await expectNoAxeViolations(container);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Multi-search' }));
    const box = await screen.findByRole('textbox', { name: 'Shopping list' });
    await expectNoAxeViolations(document.body);
    await user.paste('milk\neggs');
    await expectNoAxeViolations(document.body);
    await user.paste(`\n${Array.from({ length: 120 }, (_, index) => `item ${index}`).join('\n')}`);
    await screen.findByText('Item limit reached');
    expect(box).toHaveFocus();
    await expectNoAxeViolations(document.body);
  });
});
