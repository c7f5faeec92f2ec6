import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { json, never, product, searchAnswer, tokenSession, type FakeHandler } from '../../api/testing/fake-services.ts';
import { at, pageStory, STORY_SERVICES_URL, type FakeServicesArgs } from '../shared/testing/page-story.tsx';
import { BrowsePage } from './browse-page.tsx';
import { sampleTaxonomy, taxonomyAnswer } from './testing/fake-taxonomy.ts';

type Args = FakeServicesArgs & { readonly path: string };

/** Product pictures from Storybook's own origin: the story services' host is not a real one, and an image load would fail. */
const STORY_IMAGE = new URL('favicon.svg', document.baseURI).href;
const MILK_BUTTER_AND_EGGS = '/ecom/shop/browse/groceries/fresh_and_chilled/milk_butter_and_eggs';
const shelf = [
  product({ name: 'Fernleaf Semi-skimmed Milk', size: '2 pints' }),
  product({ name: 'Fernleaf Free Range Eggs', size: '6 pack', promotion: 'Save 1/3' }),
  product({ name: 'Fernleaf Double Cream', size: '300ml' }),
  product({ name: 'Fernleaf Salted Butter', size: '250g', available: false }),
];
const taxonomy: FakeHandler = () => json(taxonomyAnswer());
const products =
  (list = shelf, totalMatches = list.length): FakeHandler =>
  () =>
    json(
      searchAnswer(
        '',
        list.map((item) => ({ ...item, imageUrl: STORY_IMAGE })),
        { totalMatches },
      ),
    );
const failed: FakeHandler = () => json({ error: 'internal', message: 'Down' }, 500);

const meta = {
  title: 'Host pages/Browse',
  args: {
    path: MILK_BUTTER_AND_EGGS,
    handlers: { 'GET /taxonomy': taxonomy, 'GET /v1/products/search': products() },
  },
  ...pageStory<Args>(({ path }) => {
    const [pathname = path, search = ''] = path.split(/(?=\?)/);
    return <BrowsePage location={at(pathname, search)} servicesUrl={STORY_SERVICES_URL} />;
  }),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A category found by its url: breadcrumb, heading, the categories inside it, its products with sort and paging. */
export const Category: Story = {
  args: {
    handlers: { 'GET /taxonomy': taxonomy, 'GET /v1/products/search': products(shelf, 130) },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('list', { name: 'Products in Milk, Butter & Eggs' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Milk, Butter & Eggs' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Eggs' })).toHaveAttribute('href', `${MILK_BUTTER_AND_EGGS}/eggs`);
    await expect(page.getByRole('link', { name: 'Next page' })).toBeVisible();
  },
};

/** The sort chosen is the one shown, and the paging links keep it. */
export const SortedSecondPage: Story = {
  args: {
    path: `${MILK_BUTTER_AND_EGGS}?sortBy=priceDesc&page=2`,
    handlers: { 'GET /taxonomy': taxonomy, 'GET /v1/products/search': products(shelf, 130) },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const sortBy = await page.findByRole('combobox', { name: 'Sort by' });
    await expect(sortBy).toHaveValue('priceDesc');
    await expect(page.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      `${MILK_BUTTER_AND_EGGS}?sortBy=priceDesc`,
    );
  },
};

/** A signed-in shopper adds from the category page. */
export const SignedIn: Story = {
  args: { handlers: { ...tokenSession(), 'GET /taxonomy': taxonomy, 'GET /v1/products/search': products() } },
  play: async ({ canvasElement }) => {
    const add = await within(canvasElement).findByRole('button', {
      name: 'Add to trolley: Fernleaf Semi-skimmed Milk, 2 pints',
    });
    await waitFor(() => expect(add).toHaveAttribute('aria-disabled', 'false'));
  },
};

/** An offer category, found by its categoryId: only promoted products. */
export const OfferCategory: Story = {
  args: {
    path: '/ecom/shop/browse/offers/fresh_and_chilled_offers?categoryId=300129',
    handlers: {
      'GET /taxonomy': taxonomy,
      'GET /v1/products/search': products(shelf.filter((item) => item.promotion !== null)),
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Fresh & Chilled Offers' })).toBeVisible();
    await expect(await page.findByText('Save 1/3')).toBeVisible();
  },
};

/** Every product on offer, with each department's offers a link away. */
export const AllOffers: Story = {
  args: { path: '/ecom/shop/browse/offers' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('link', { name: 'Fresh & Chilled Offers' })).toBeVisible();
    await expect(await page.findByRole('list', { name: 'Products on offer' })).toBeVisible();
  },
};

/** One offer highlight (spec section 2: offers/highlights/…): its offers, the way back, the other highlights. */
export const OfferHighlight: Story = {
  args: {
    path: '/ecom/shop/browse/offers/highlights/half-price',
    handlers: {
      'GET /taxonomy': taxonomy,
      'GET /v1/products/search': products(shelf.map((item) => ({ ...item, promotion: 'Half price' }))),
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Offers: Half price' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Half price' })).toHaveAttribute('aria-current', 'page');
    await expect(await page.findByRole('list', { name: 'Half price offers' })).toBeVisible();
  },
};

/** Groceries newest first: no sort to choose. */
export const NewProducts: Story = {
  args: { path: '/ecom/shop/browse/groceries/new' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('list', { name: 'New products' })).toBeVisible();
    await expect(page.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
  },
};

/** The seasonal page finds Christmas under the hidden Seasonal category. */
export const Christmas: Story = {
  args: { path: '/ecom/shop/browse/groceries/christmas' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('link', { name: 'Mince Pies' })).toBeVisible();
    await expect(await page.findByRole('list', { name: 'Products in Christmas' })).toBeVisible();
  },
};

/** Valentine's is in the catalogue but empty: a friendly message and a way to Groceries. */
export const EmptyCategory: Story = {
  args: { path: '/ecom/shop/browse/groceries/valentines' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('There are no products here at the moment.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shop all groceries' })).toBeVisible();
  },
};

/** A season the catalogue does not have at all. */
export const NoSuchSeason: Story = {
  args: {
    path: '/ecom/shop/browse/groceries/christmas',
    handlers: {
      'GET /taxonomy': () => json(taxonomyAnswer(sampleTaxonomy().filter((entry) => !entry.url.includes('/seasonal')))),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        "There's nothing for Christmas at the moment. Take a look around Groceries.",
      ),
    ).toBeVisible();
  },
};

/** A path no category has. */
export const UnknownCategory: Story = {
  args: { path: '/ecom/shop/browse/groceries/no_such_aisle' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Category not found' })).toBeVisible();
    await expect(page.getByText("Sorry, we can't find that category.")).toBeVisible();
  },
};

/** The top of the shop: its roots. */
export const BrowseHome: Story = {
  args: { path: '/ecom/shop/browse' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('link', { name: 'Entertaining' })).toBeVisible();
  },
};

/** Waiting for the taxonomy. */
export const Loading: Story = {
  args: { handlers: { 'GET /taxonomy': never } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** The taxonomy failed: say so, and try again on request. */
export const TaxonomyFailed: Story = {
  args: { handlers: { 'GET /taxonomy': failed } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent("Sorry, we couldn't load this category.");
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The category is known but its products failed: the category stays, the products can be retried. */
export const ProductsFailed: Story = {
  args: { handlers: { 'GET /taxonomy': taxonomy, 'GET /v1/products/search': failed } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent("Sorry, we couldn't load the products.");
    await userEvent.click(page.getByRole('button', { name: 'Try again' }));
    await expect(await page.findByRole('alert')).toBeVisible();
  },
};
