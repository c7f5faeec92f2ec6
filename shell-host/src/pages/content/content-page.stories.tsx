import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleMenuContent } from '@grocer/shared-contracts/cms-builders';
import { ROUTES } from '@grocer/shared-contracts';
import { json, never, type FakeHandler } from '../../api/testing/fake-services.ts';
import { at, pageStory, STORY_SERVICES_URL, type FakeServicesArgs } from '../shared/testing/page-story.tsx';
import { ContentPage } from './content-page.tsx';
import { recipesContent } from './testing/fake-content.ts';

type Args = FakeServicesArgs & { readonly path: string };

/** Pictures from Storybook's own origin: the story services' host is not a real one. */
const STORY_IMAGE = new URL('favicon.svg', document.baseURI).href;
const recipes: FakeHandler = () => json(recipesContent(() => STORY_IMAGE));
const inspiration: FakeHandler = () => {
  const groceries = sampleMenuContent({ imageSrc: STORY_IMAGE })['10051'] ?? [];
  return json({ pageTitle: { text: 'Inspiration' }, locations: { main: groceries } });
};

const meta = {
  title: 'Host pages/Content pages',
  args: {
    path: ROUTES.recipes,
    handlers: { 'PUT /content/pages/recipes/master': recipes, 'PUT /content/pages/inspiration/master': inspiration },
  },
  ...pageStory<Args>(({ path }) => <ContentPage location={at(path)} servicesUrl={STORY_SERVICES_URL} />),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Recipes: an introduction, and recipe cells whose button is the buylist of their ingredients. */
export const Recipes: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 2, name: 'Spring greens pasta' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Buy the ingredients for spring greens pasta' })).toBeVisible();
  },
};

/** Inspiration: trading cells, a text card with rich text, and a group of cards. */
export const Inspiration: Story = {
  args: { path: ROUTES.inspiration },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Inspiration' })).toBeVisible();
    await expect(await page.findByRole('heading', { level: 2, name: 'Links to specialist shops' })).toBeVisible();
  },
};

/** While the content loads. */
export const Loading: Story = {
  args: { handlers: { 'PUT /content/pages/recipes/master': never } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** The content service fails: an alert with Try again. */
export const Failed: Story = {
  args: { handlers: { 'PUT /content/pages/recipes/master': () => json({ error: 'internal', message: 'Down' }, 500) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent("Sorry, we couldn't load recipes.");
  },
};
