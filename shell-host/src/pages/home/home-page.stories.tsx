import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { json, never, type FakeHandler } from '../../api/testing/fake-services.ts';
import { sampleMenuContent } from '@grocer/shared-contracts/cms-builders';
import { bannerAd } from '../content/testing/fake-content.ts';
import { pageStory, STORY_SERVICES_URL, type FakeServicesArgs } from '../shared/testing/page-story.tsx';
import { HomePage } from './home-page.tsx';

/** Pictures from Storybook's own origin: the story services' host is not a real one. */
const STORY_IMAGE = new URL('favicon.svg', document.baseURI).href;
const picture = () => STORY_IMAGE;
const content: FakeHandler = () => json({ locations: sampleMenuContent({ imageSrc: STORY_IMAGE }) });
const ads: FakeHandler = () =>
  json({
    data: {
      bannerAds: [
        bannerAd('breakfast', {}, picture),
        bannerAd('coffee', { textArea: { heading: 'Roasted this month', buttonText: 'Try it' } }, picture),
      ],
    },
  });
const failed: FakeHandler = () => json({ error: 'internal', message: 'Down' }, 500);

const meta = {
  title: 'Host pages/Home',
  args: {
    handlers: { 'PUT /content/menu/middle-mega-menu/master': content, 'POST /adtech/banners': ads },
  },
  ...pageStory<FakeServicesArgs>(() => <HomePage servicesUrl={STORY_SERVICES_URL} />),
} satisfies Meta<FakeServicesArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The grocer's home page: quick links, the mega menu's cells and cards by department, and the banner ads. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Fernleaf groceries' })).toBeVisible();
    await expect(await page.findByRole('region', { name: 'Groceries' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Entertaining' })).toBeVisible();
    await expect(await page.findByRole('region', { name: 'Featured' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shop Now', description: 'Breakfast, sorted' })).toBeVisible();
  },
};

/** While the content and the ads load. */
export const Loading: Story = {
  args: { handlers: { 'PUT /content/menu/middle-mega-menu/master': never, 'POST /adtech/banners': never } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Loading this week's offers…")).toBeVisible();
  },
};

/** The content service fails: that part says so and offers to try again; the ads still show. */
export const ContentFailed: Story = {
  args: { handlers: { 'PUT /content/menu/middle-mega-menu/master': failed, 'POST /adtech/banners': ads } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent("Sorry, we couldn't load this week's offers.");
    await expect(await page.findByRole('region', { name: 'Featured' })).toBeVisible();
  },
};
