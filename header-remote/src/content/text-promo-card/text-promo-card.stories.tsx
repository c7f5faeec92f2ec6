import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { CmsComponent } from '@grocer/shared-contracts/domain';
import { paragraph, sampleTextPromoCard, span, THIRD } from '@grocer/shared-contracts/cms-builders';
import { CmsComponents } from '../cms-components.tsx';
import { ContentStoryFrame } from '../testing/content-story-frame.tsx';

type StoryArgs = { readonly components: readonly CmsComponent[]; readonly onEvent: () => void };

function TextPromoCardStory({ components, onEvent }: StoryArgs) {
  return (
    <ContentStoryFrame onEvent={onEvent} width={400}>
      <CmsComponents components={components} variant="menu" />
    </ContentStoryFrame>
  );
}

const meta = {
  title: 'Content/Text promo card',
  component: TextPromoCardStory,
  args: { onEvent: fn(), components: [sampleTextPromoCard({ cqResponsive: THIRD })] },
} satisfies Meta<typeof TextPromoCardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded Delivery Pass card: heading, rich text (heading, link, bullets; the empty paragraph skipped) and a button. */
export const WithButton: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Delivery Pass', level: 3 })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Free delivery, all year', level: 4 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Delivery Pass' })).toHaveAttribute('href', '/ecom/delivery-pass');
    await expect(canvas.getByRole('link', { name: 'Find out more' })).toHaveAttribute('href', '/ecom/delivery-pass');
  },
};

/** A link with no url: the card shows, its button does not. */
export const ButtonWithoutUrl: Story = {
  args: {
    components: [
      sampleTextPromoCard({
        textArea: { heading: 'Recipes for busy weeks', link: { text: 'Coming soon' } },
        richText: { valid: true, blocks: [paragraph(span('New recipes every Friday.'))] },
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Recipes for busy weeks' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Rich text marked invalid by the CMS: the whole card shows nothing. */
export const InvalidRichText: Story = {
  args: {
    components: [
      sampleTextPromoCard({
        textArea: { heading: 'This card must not show' },
        richText: { valid: false, blocks: [paragraph(span('Half-published copy'))] },
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('This card must not show')).toBeNull();
  },
};
