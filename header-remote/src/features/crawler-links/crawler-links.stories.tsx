import type { Meta, StoryObj } from '@storybook/react-vite';
import { createStore } from 'jotai';
import { expect, within } from 'storybook/test';
import { HeaderRoot } from '../../testing/header-under-test.tsx';
import { seedNavigation } from '../../navigation/testing/navigation-fixtures.ts';
import { CrawlerLinks } from './crawler-links.tsx';

/** The crawler list in a header whose store holds the sample taxonomy. It shows nothing: it is for crawlers. */
function CrawlerLinksStory() {
  return (
    <HeaderRoot input={{}} store={seedNavigation(createStore())}>
      <CrawlerLinks />
    </HeaderRoot>
  );
}

const meta = {
  title: 'Header/Crawler links',
  component: CrawlerLinksStory,
} satisfies Meta<typeof CrawlerLinksStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The top taxonomy levels are anchors in the page, hidden from people (README.md says why). */
export const InThePage: Story = {
  play: async ({ canvasElement }) => {
    // Hidden, so without an accessible name: found by its markup, as a crawler reading the DOM would.
    const nav = canvasElement.querySelector<HTMLElement>('nav[aria-label="All categories"]');
    await expect(nav).not.toBeNull();
    await expect(nav).not.toBeVisible();
    const links = [...(nav?.querySelectorAll('a') ?? [])].map((link) => [link.textContent, link.getAttribute('href')]);
    await expect(links).toEqual(
      expect.arrayContaining([
        ['Groceries', '/ecom/shop/browse/groceries'],
        ['Fresh & Chilled', '/ecom/shop/browse/groceries/fresh_and_chilled'],
        ['Entertaining', '/ecom/shop/browse/entertaining'],
        ['Party Food', '/ecom/shop/browse/entertaining/party_food'],
      ]),
    );
    await expect(links.map(([text]) => text)).not.toContain("Valentine's");
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};
