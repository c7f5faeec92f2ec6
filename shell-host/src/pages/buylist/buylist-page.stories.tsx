import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  json,
  product,
  shoppingContext,
  tokenSession,
  trolleyAnswer,
  type FakeHandler,
} from '../../api/testing/fake-services.ts';
import { at, pageStory, STORY_SERVICES_URL, type FakeServicesArgs } from '../shared/testing/page-story.tsx';
import { BuylistPage } from './buylist-page.tsx';

type Args = FakeServicesArgs & { readonly path: string };

/** Product pictures from Storybook's own origin: the story services' host is not a real one. */
const STORY_IMAGE = new URL('favicon.svg', document.baseURI).href;
const list = [
  product({ name: 'Fernleaf Penne', size: '500g', imageUrl: STORY_IMAGE }),
  product({ name: 'Fernleaf Sugar Snap Peas', size: '200g', imageUrl: STORY_IMAGE }),
  product({ name: 'Fernleaf Parmigiano Reggiano', size: '200g', imageUrl: STORY_IMAGE, promotion: 'Save 1/3' }),
];
const path = `/ecom/shop/buylist/${list.map((item) => item.lineNumber).join(',')},999999`;
const products: FakeHandler = () => json({ products: list });
const trolley: Record<string, FakeHandler> = {
  ...tokenSession(),
  'GET /v1/shopping-context': () => json(shoppingContext),
  'POST /graph/live': () => json(trolleyAnswer([{ productId: list[0]?.id ?? '', amount: 1 }])),
};

const meta = {
  title: 'Host pages/Buylist',
  args: { path, handlers: { 'GET /v1/products': products } },
  ...pageStory<Args>(({ path: at_ }) => <BuylistPage location={at(at_)} servicesUrl={STORY_SERVICES_URL} />),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: the list's products, one no longer sold, and a link to sign in and add them all. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('list', { name: 'Products on this list' })).toBeVisible();
    await expect(page.getByText('3 products on this list. 1 item is no longer sold.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to add all 3 items to your trolley' })).toBeVisible();
  },
};

/** Signed in: Add all puts every product in the trolley and says so. */
export const AddedAll: Story = {
  args: { handlers: { ...trolley, 'GET /v1/products': products } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Add all 3 items to trolley' }));
    await expect(await page.findByText('Added 3 items to your trolley.')).toBeVisible();
  },
};

/** The bare buylist page: nothing on it. */
export const Empty: Story = {
  args: { path: '/ecom/shop/buylist' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This list has no products.')).toBeVisible();
  },
};
