import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { HeaderRoot } from '../../testing/header-under-test.tsx';
import type { MenuItem } from '../../navigation/menu-items.ts';
import type { LoadState } from '../../navigation/navigation-state.ts';
import { seedNavigation } from '../../navigation/testing/navigation-fixtures.ts';
import { signedInAuth } from '../../shopping/auth.ts';
import { sessionCheckedAtom } from '../../shopping/auth-state.ts';
import { CrawlerLinks } from './crawler-links.tsx';

function renderCrawlerLinks(taxonomy?: LoadState<readonly MenuItem[]>, { signedIn = false } = {}) {
  const store = seedNavigation(createStore(), taxonomy ? { taxonomy } : {});
  if (signedIn) {
    const shopper = { customerId: 'c-1', isSignedOnAsCustomer: false, hasTokenSession: true, token: null };
    store.set(sessionCheckedAtom, signedInAuth(shopper));
  }
  return render(
    <>
      <button type="button">Before the header</button>
      <HeaderRoot input={{}} store={store}>
        <CrawlerLinks />
      </HeaderRoot>
      <button type="button">After the header</button>
    </>,
  );
}

/**
 * The list is hidden from people, so it has no accessible name (accname: a hidden node's name is
 * empty): look for it the way a crawler reading the DOM would, by its markup.
 */
const crawlerNav = () =>
  screen
    .queryAllByRole('navigation', { hidden: true })
    .find((nav) => nav.getAttribute('aria-label') === 'All categories') ?? null;

/** The list's anchors, as [text, href]. */
function crawlerLinks(): [string | null, string | null][] {
  const nav = crawlerNav();
  if (!nav) throw new Error('No crawler links in the page');
  return within(nav)
    .getAllByRole('link', { hidden: true })
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

const texts = () => crawlerLinks().map(([text]) => text);

describe('CrawlerLinks: the hidden anchor list for crawlers', () => {
  it('puts the top taxonomy levels in the page as plain links', () => {
    renderCrawlerLinks();
    expect(crawlerLinks()).toEqual(
      expect.arrayContaining([
        ['Groceries', '/ecom/shop/browse/groceries'],
        ['Fresh & Chilled', '/ecom/shop/browse/groceries/fresh_and_chilled'],
        ['Milk, Butter & Eggs', '/ecom/shop/browse/groceries/fresh_and_chilled/milk_butter_and_eggs'],
        ['Entertaining', '/ecom/shop/browse/entertaining'],
        ['Party Food', '/ecom/shop/browse/entertaining/party_food'],
      ]),
    );
    // Aisles, three levels down, are for the menus.
    expect(texts()).not.toContain('Milk');
  });

  it('nests each level in the link above it', () => {
    renderCrawlerLinks();
    const fresh = within(crawlerNav() as HTMLElement).getByText('Fresh & Chilled');
    const aisles = within(fresh.closest('li') as HTMLElement)
      .getAllByRole('link', { hidden: true })
      .map((link) => link.textContent);
    expect(aisles).toEqual(['Fresh & Chilled', 'Milk, Butter & Eggs', 'Cheese', 'Yoghurts']);
  });

  it('leaves out hidden and empty categories', () => {
    renderCrawlerLinks();
    expect(texts()).not.toContain("Valentine's");
    expect(texts()).not.toContain('Summer Barbecue');
    expect(texts()).toContain('Groceries Offers');
  });

  it('is hidden from people: not shown, not in the accessibility tree, not in the tab order', async () => {
    const user = userEvent.setup();
    renderCrawlerLinks();
    expect(crawlerNav()).not.toBeVisible();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    screen.getByRole('button', { name: 'Before the header' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After the header' })).toHaveFocus();
  });

  it("is in a guest's header only: crawlers do not sign in", () => {
    renderCrawlerLinks(undefined, { signedIn: true });
    expect(crawlerNav()).not.toBeInTheDocument();
    expect(document.querySelectorAll('a')).toHaveLength(0);
  });

  it.each([
    ['has not been asked for', { status: 'idle' } as const],
    ['is loading', { status: 'loading' } as const],
    ['failed', { status: 'error', error: 'HTTP 503' } as const],
    ['is empty', { status: 'loaded', value: [] } as const],
  ])('renders nothing while the taxonomy %s', (_state, taxonomy) => {
    renderCrawlerLinks(taxonomy);
    expect(crawlerNav()).not.toBeInTheDocument();
    expect(document.querySelectorAll('a')).toHaveLength(0);
  });
});
