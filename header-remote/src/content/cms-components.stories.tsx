import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { CmsComponent } from '@grocer/shared-contracts/domain';
import {
  sampleCategoryFragment,
  sampleMenuContent,
  sampleSeasonalContent,
} from '@grocer/shared-contracts/cms-builders';
import { CmsComponents, type CmsComponentsProps } from './cms-components.tsx';
import { ContentStoryFrame } from './testing/content-story-frame.tsx';

type StoryArgs = {
  readonly components: readonly CmsComponent[];
  readonly variant: NonNullable<CmsComponentsProps['variant']>;
  readonly width: number;
  readonly onEvent: () => void;
};

function ContentStory({ components, variant, width, onEvent }: StoryArgs) {
  return (
    <ContentStoryFrame onEvent={onEvent} width={width}>
      <CmsComponents components={components} variant={variant} />
    </ContentStoryFrame>
  );
}

const menuContent = sampleMenuContent();

const meta = {
  title: 'Content/Menu content',
  component: ContentStory,
  args: { onEvent: fn(), components: menuContent['10051'] ?? [], variant: 'page', width: 1200 },
} satisfies Meta<typeof ContentStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The middle mega menu beside Groceries (10051): two cells, the Delivery Pass card, the specialist shops. */
export const Groceries: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Spring greens', 'This week’s offers', 'Delivery Pass', 'Links to specialist shops']) {
      await expect(canvas.getByRole('heading', { name, level: 3 })).toBeVisible();
    }
  },
};

/** Beside Entertaining (10052): two cells and the plan-ahead card. */
export const Entertaining: Story = {
  args: { components: menuContent['10052'] ?? [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'individual notice times' })).toHaveAttribute(
      'href',
      '/ecom/shop/browse/entertaining',
    );
  },
};

/** The same content stacked in one menu column (variant "menu"). */
export const MenuColumn: Story = {
  args: { variant: 'menu', width: 360 },
};

/** The seasonal menu's content ("Christmas"). */
export const Seasonal: Story = {
  args: { components: sampleSeasonalContent().locations.seasonalMenu ?? [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Shop Christmas' })).toHaveAttribute(
      'href',
      '/ecom/shop/browse/groceries/christmas',
    );
  },
};

/** A category's banner fragment: one full-width cell, four cells wide. */
export const CategoryBanner: Story = {
  args: { components: sampleCategoryFragment('Fresh & Chilled').banner ?? [] },
};
