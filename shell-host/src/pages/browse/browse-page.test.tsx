import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { json, product, searchAnswer, tokenSession, type FakeHandler } from '../../api/testing/fake-services.ts';
import { openPagePerTest } from '../shared/testing/open-page.tsx';
import { sampleTaxonomy, taxonomyAnswer } from './testing/fake-taxonomy.ts';

const products = (count: number) => Array.from({ length: count }, () => product());
const taxonomy: FakeHandler = () => json(taxonomyAnswer());
const listing = (count: number, options?: Parameters<typeof searchAnswer>[2]): FakeHandler => {
  const page = products(count);
  return () => json(searchAnswer('', page, options));
};

const openPage = openPagePerTest();

function open(url: string, handlers: Record<string, FakeHandler>) {
  const view = openPage(url, handlers);
  const searched = () => view.services.calls('/v1/products/search').map((request) => request.url.searchParams);
  return { ...view, searched };
}

const MILK_BUTTER_AND_EGGS = '/ecom/shop/browse/groceries/fresh_and_chilled/milk_butter_and_eggs';

describe('a browse category page', () => {
  it('finds the category by its url: heading, breadcrumb, the categories inside it and 48 products', async () => {
    const { services, searched } = open(MILK_BUTTER_AND_EGGS, {
      'GET /taxonomy': taxonomy,
      'GET /v1/products/search': listing(48, { totalMatches: 122 }),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');

    expect(await screen.findByRole('heading', { level: 1, name: 'Milk, Butter & Eggs' })).toBeVisible();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const crumbs = within(breadcrumb).getAllByRole('listitem');
    expect(crumbs.map((crumb) => crumb.textContent)).toEqual(['Groceries', 'Fresh & Chilled', 'Milk, Butter & Eggs']);
    expect(within(breadcrumb).getByRole('link', { name: 'Fresh & Chilled' })).toHaveAttribute(
      'href',
      '/ecom/shop/browse/groceries/fresh_and_chilled',
    );
    expect(within(breadcrumb).queryByRole('link', { name: 'Milk, Butter & Eggs' })).toBeNull();
    expect(within(breadcrumb).getByText('Milk, Butter & Eggs')).toHaveAttribute('aria-current', 'page');

    // Hidden in navigation (Butter & Spreads) and empty of products (Cream) are left out, as in the menu.
    const inside = screen.getByRole('navigation', { name: 'Milk, Butter & Eggs categories' });
    const links = within(inside).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Milk', `${MILK_BUTTER_AND_EGGS}/milk`],
      ['Eggs', `${MILK_BUTTER_AND_EGGS}/eggs`],
    ]);

    const list = await screen.findByRole('list', { name: 'Products in Milk, Butter & Eggs' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(48);
    expect(screen.getByText('Showing 1 to 48 of 122 products.')).toBeVisible();
    // Spec section 9: images after the 10th load lazily; the first row's (a phone's largest paint) come first.
    const images = [...list.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      ...Array<string>(10).fill('eager'),
      ...Array<string>(38).fill('lazy'),
    ]);
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual([
      'high',
      'high',
      ...Array<string>(46).fill('auto'),
    ]);

    const [taxonomyCall] = services.calls('/taxonomy');
    expect(services.calls('/taxonomy')).toHaveLength(1);
    expect(taxonomyCall?.url.searchParams.get('format')).toBe('flat');
    expect(taxonomyCall?.headers.get('authorization')).toBe('Bearer unauthenticated');
    const [query] = searched();
    expect(query?.get('category')).toBe('300002');
    expect(query?.get('size')).toBe('48');
    expect(query?.get('start')).toBe('0');
    expect(query?.get('sortBy')).toBe('nameAsc');
    expect(query?.get('searchTerm')).toBeNull();
  });

  it('finds the category whatever the case and a trailing slash', async () => {
    open('/ecom/shop/browse/Groceries/Fresh_and_Chilled/', {
      'GET /taxonomy': taxonomy,
      'GET /v1/products/search': listing(2),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fresh & Chilled' })).toBeVisible();
  });

  it('pages and sorts: the service is asked for that page in that order, and the links keep the sort', async () => {
    const { searched } = open(`${MILK_BUTTER_AND_EGGS}?sortBy=priceAsc&page=2`, {
      'GET /taxonomy': taxonomy,
      'GET /v1/products/search': listing(48, { totalMatches: 122, start: 48 }),
    });
    const pages = await screen.findByRole('navigation', { name: 'Product pages' });
    expect(within(pages).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      `${MILK_BUTTER_AND_EGGS}?sortBy=priceAsc`,
    );
    expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      `${MILK_BUTTER_AND_EGGS}?sortBy=priceAsc&page=3`,
    );
    expect(within(pages).getByText('Page 2 of 3')).toBeVisible();
    expect(screen.getByText('Showing 49 to 96 of 122 products.')).toBeVisible();
    expect(searched()[0]?.get('start')).toBe('48');
    expect(searched()[0]?.get('sortBy')).toBe('priceAsc');

    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sortBy).toHaveValue('priceAsc');
    await userEvent.selectOptions(sortBy, 'Price high to low');
    const form = sortBy.closest('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', MILK_BUTTER_AND_EGGS);
    // Sorting starts again from the first page: the form sends no page.
    expect(Object.fromEntries(new FormData(form ?? undefined))).toEqual({ sortBy: 'priceDesc' });
  });

  it('says so for a path no category has, and leads to Groceries home without listing anything', async () => {
    const { searched } = open('/ecom/shop/browse/groceries/no_such_aisle', { 'GET /taxonomy': taxonomy });
    expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' })).toBeVisible();
    expect(screen.getByText("Sorry, we can't find that category.")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Shop all groceries' })).toHaveAttribute(
      'href',
      '/ecom/shop/browse/groceries',
    );
    expect(searched()).toEqual([]);
  });

  it('says a category empty of products has none, without asking for them', async () => {
    const { searched } = open(`${MILK_BUTTER_AND_EGGS}/cream`, { 'GET /taxonomy': taxonomy });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cream' })).toBeVisible();
    expect(screen.getByText('There are no products here at the moment.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Shop all groceries' })).toBeVisible();
    expect(searched()).toEqual([]);
  });

  it('says the same when the search finds nothing in the category', async () => {
    open(`${MILK_BUTTER_AND_EGGS}/eggs`, { 'GET /taxonomy': taxonomy, 'GET /v1/products/search': listing(0) });
    expect(await screen.findByText('There are no products here at the moment.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Products in Eggs' })).toBeNull();
  });

  it('offers a way back past the last page', async () => {
    open(`${MILK_BUTTER_AND_EGGS}/eggs?page=9`, {
      'GET /taxonomy': taxonomy,
      'GET /v1/products/search': listing(0, { totalMatches: 30, start: 384 }),
    });
    expect(await screen.findByRole('link', { name: 'Back to the first page' })).toHaveAttribute(
      'href',
      `${MILK_BUTTER_AND_EGGS}/eggs`,
    );
  });

  it('shows an error with a retry when the taxonomy cannot be loaded, and recovers', async () => {
    let fail = true;
    const { services } = open(MILK_BUTTER_AND_EGGS, {
      'GET /taxonomy': () => (fail ? json({ error: 'internal', message: 'boom' }, 500) : json(taxonomyAnswer())),
      'GET /v1/products/search': listing(1),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent("Sorry, we couldn't load this category.");
    expect(screen.getByRole('heading', { level: 1, name: 'Browse' })).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Milk, Butter & Eggs' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(services.calls('/taxonomy')).toHaveLength(2);
  });

  it('treats a taxonomy that does not parse as an error, never as categories', async () => {
    open(MILK_BUTTER_AND_EGGS, {
      'GET /taxonomy': () => json({ format: 'flat', categories: [{ id: '300002', name: '<b>x</b>' }] }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent("Sorry, we couldn't load this category.");
  });

  it('shows an error with a retry when the products cannot be loaded, and recovers', async () => {
    let fail = true;
    const { searched } = open(MILK_BUTTER_AND_EGGS, {
      'GET /taxonomy': taxonomy,
      'GET /v1/products/search': () =>
        fail ? Promise.reject(new TypeError('Failed to fetch')) : json(searchAnswer('', products(3))),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Sorry, we couldn't load the products. Please try again.",
    );
    // The category itself still shows.
    expect(screen.getByRole('heading', { level: 1, name: 'Milk, Butter & Eggs' })).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Products in Milk, Butter & Eggs' })).toBeVisible();
    expect(searched()).toHaveLength(2);
  });

  it('lets a guest sign in to add, coming back to this page, and a signed-in shopper add', async () => {
    const milk = product({ name: 'Fernleaf Whole Milk', size: '4 pints' });
    open(`${MILK_BUTTER_AND_EGGS}?page=1`, {
      'GET /taxonomy': taxonomy,
      'GET /v1/products/search': () => json(searchAnswer('', [milk])),
    });
    expect(await screen.findByRole('link', { name: 'Sign in to add: Fernleaf Whole Milk, 4 pints' })).toHaveAttribute(
      'href',
      `/ecom/login?${new URLSearchParams({ redirect: `${MILK_BUTTER_AND_EGGS}?page=1` })}`,
    );
  });

  it('offers a signed-in shopper the add button', async () => {
    const milk = product({ name: 'Fernleaf Whole Milk', size: '4 pints' });
    open(MILK_BUTTER_AND_EGGS, {
      ...tokenSession(),
      'GET /taxonomy': taxonomy,
      'GET /v1/products/search': () => json(searchAnswer('', [milk])),
    });
    const add = await screen.findByRole('button', { name: 'Add to trolley: Fernleaf Whole Milk, 4 pints' });
    await waitFor(() => expect(add).toHaveAttribute('aria-disabled', 'false'));
  });

  it('has no axe violations', async () => {
    const { container } = open(`${MILK_BUTTER_AND_EGGS}?page=2`, {
      'GET /taxonomy': taxonomy,
      'GET /v1/products/search': () =>
        json(
          searchAnswer('', [...products(3), product({ promotion: 'Half price' })], { totalMatches: 100, start: 48 }),
        ),
    });
    await screen.findByRole('list', { name: 'Products in Milk, Butter & Eggs' });
    await expectNoAxeViolations(container);
  });
});

describe('the browse home and the roots', () => {
  it('lists the roots to shop from', async () => {
    open('/ecom/shop/browse', { 'GET /taxonomy': taxonomy });
    const shop = await screen.findByRole('navigation', { name: 'Shop by category' });
    expect(
      within(shop)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/ecom/shop/browse/groceries', '/ecom/shop/browse/entertaining']);
  });

  it('shows Entertaining home with its own categories and products', async () => {
    const { searched } = open('/ecom/shop/browse/entertaining', {
      'GET /taxonomy': taxonomy,
      'GET /v1/products/search': listing(5),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Entertaining' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Party Food' })).toBeVisible();
    await screen.findByRole('list', { name: 'Products in Entertaining' });
    expect(searched()[0]?.get('category')).toBe('10052');
  });
});

describe('the offers pages', () => {
  it('lists every product on offer, with links to the offers of each department that has some', async () => {
    const { searched } = open('/ecom/shop/browse/offers', {
      'GET /taxonomy': taxonomy,
      'GET /v1/products/search': listing(3),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
    await screen.findByRole('list', { name: 'Products on offer' });
    expect(searched()[0]?.getAll('filterTags')).toEqual(['offer:true']);
    expect(searched()[0]?.get('category')).toBeNull();
    const departments = await screen.findByRole('navigation', { name: 'Offers by department' });
    expect(
      within(departments)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Fresh & Chilled Offers']);
  });

  it('leads from all offers to each offer highlight (spec section 2: offers/highlights/…)', async () => {
    open('/ecom/shop/browse/offers', { 'GET /taxonomy': taxonomy, 'GET /v1/products/search': listing(3) });
    const highlights = screen.getByRole('navigation', { name: 'Offer highlights' });
    expect(
      within(highlights)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Half price', '/ecom/shop/browse/offers/highlights/half-price'],
      ['Save a third', '/ecom/shop/browse/offers/highlights/save-a-third'],
      ['Save 25%', '/ecom/shop/browse/offers/highlights/save-25-percent'],
      ['3 for 2', '/ecom/shop/browse/offers/highlights/three-for-two'],
      ['Multibuys', '/ecom/shop/browse/offers/highlights/multibuys'],
      ['Price drops', '/ecom/shop/browse/offers/highlights/price-drops'],
    ]);
    await screen.findByRole('list', { name: 'Products on offer' });
  });

  it("lists a highlight's offers under its own heading, marked current among the highlights", async () => {
    const { searched, container } = open('/ecom/shop/browse/offers/highlights/half-price?sortBy=priceAsc', {
      'GET /v1/products/search': listing(2),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Offers: Half price' })).toBeVisible();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Offers' })).toHaveAttribute(
      'href',
      '/ecom/shop/browse/offers',
    );
    const highlights = screen.getByRole('navigation', { name: 'Offer highlights' });
    expect(within(highlights).getByRole('link', { name: 'Half price' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('list', { name: 'Half price offers' })).toBeVisible();
    expect(searched()[0]?.getAll('filterTags')).toEqual(['highlight:half-price']);
    expect(searched()[0]?.get('sortBy')).toBe('priceAsc');
    await expectNoAxeViolations(container);
  });

  it('says a highlight it does not know is not found', async () => {
    open('/ecom/shop/browse/offers/highlights/free-lunch', {
      'GET /taxonomy': taxonomy,
      'GET /v1/products/search': listing(2),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' })).toBeVisible();
  });

  it('still lists the offers when the taxonomy fails', async () => {
    open('/ecom/shop/browse/offers', {
      'GET /taxonomy': () => json({ error: 'internal', message: 'boom' }, 500),
      'GET /v1/products/search': listing(3),
    });
    expect(await screen.findByRole('list', { name: 'Products on offer' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('finds an offer category by its categoryId and lists its promoted products', async () => {
    const path = '/ecom/shop/browse/offers/fresh_and_chilled_offers';
    const { searched } = open(`${path}?categoryId=300129&sortBy=new`, {
      'GET /taxonomy': taxonomy,
      'GET /v1/products/search': listing(60 - 12, { totalMatches: 60 }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fresh & Chilled Offers' })).toBeVisible();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Offers' })).toHaveAttribute(
      'href',
      '/ecom/shop/browse/offers/groceries_offers?categoryId=300128',
    );
    await screen.findByRole('list', { name: 'Products in Fresh & Chilled Offers' });
    expect(searched()[0]?.get('category')).toBe('300129');
    expect(searched()[0]?.get('sortBy')).toBe('new');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      `${path}?categoryId=300129&sortBy=new&page=2`,
    );
    // The sort form keeps the category id, which the form's GET would otherwise drop.
    const form = screen.getByRole('combobox', { name: 'Sort by' }).closest('form');
    expect(form).toHaveAttribute('action', path);
    expect(Object.fromEntries(new FormData(form ?? undefined))).toEqual({ categoryId: '300129', sortBy: 'new' });
  });

  it('finds no offer category when the categoryId is not the one its url names', async () => {
    const { searched } = open('/ecom/shop/browse/offers/fresh_and_chilled_offers?categoryId=300131', {
      'GET /taxonomy': taxonomy,
    });
    expect(await screen.findByText("Sorry, we can't find that category.")).toBeVisible();
    expect(searched()).toEqual([]);
  });
});

describe('the new products page', () => {
  it('lists groceries newest first, with no sort of its own to choose and links without one', async () => {
    const { searched, services } = open('/ecom/shop/browse/groceries/new?sortBy=priceAsc', {
      'GET /v1/products/search': listing(48, { totalMatches: 100 }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'New' })).toBeVisible();
    await screen.findByRole('list', { name: 'New products' });
    expect(searched()[0]?.get('category')).toBe('10051');
    expect(searched()[0]?.get('sortBy')).toBe('new');
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/ecom/shop/browse/groceries/new?page=2',
    );
    expect(services.calls('/taxonomy')).toEqual([]);
  });
});

describe('the seasonal pages', () => {
  it('shows Christmas from wherever the catalogue keeps it, even under a category hidden from the menu', async () => {
    const { searched } = open('/ecom/shop/browse/groceries/christmas', {
      'GET /taxonomy': taxonomy,
      'GET /v1/products/search': listing(4),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Christmas' })).toBeVisible();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumb)
        .getAllByRole('listitem')
        .map((crumb) => crumb.textContent),
    ).toEqual(['Groceries', 'Seasonal', 'Christmas']);
    expect(screen.getByRole('link', { name: 'Mince Pies' })).toBeVisible();
    await screen.findByRole('list', { name: 'Products in Christmas' });
    expect(searched()[0]?.get('category')).toBe('300120');
  });

  it("says Valentine's has nothing yet when its category is empty", async () => {
    const { searched } = open('/ecom/shop/browse/groceries/valentines', { 'GET /taxonomy': taxonomy });
    expect(await screen.findByRole('heading', { level: 1, name: "Valentine's" })).toBeVisible();
    expect(screen.getByText('There are no products here at the moment.')).toBeVisible();
    expect(searched()).toEqual([]);
  });

  it('is a friendly empty page with a way to Groceries when the catalogue has no such season', async () => {
    const withoutSeasons = sampleTaxonomy().filter((entry) => !entry.url.includes('/seasonal'));
    open('/ecom/shop/browse/groceries/christmas', { 'GET /taxonomy': () => json(taxonomyAnswer(withoutSeasons)) });
    expect(
      await screen.findByText("There's nothing for Christmas at the moment. Take a look around Groceries."),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Christmas' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Shop all groceries' })).toHaveAttribute(
      'href',
      '/ecom/shop/browse/groceries',
    );
  });
});
