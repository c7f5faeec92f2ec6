import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CmsComponent } from '@grocer/shared-contracts/domain';
import { specialistShopsCard } from '@grocer/shared-contracts/cms-builders';
import { CmsComponents } from '../cms-components.tsx';
import { ContentStoryFrame } from '../testing/content-story-frame.tsx';

type StoryArgs = { readonly components: readonly CmsComponent[]; readonly onEvent: () => void };

function MenuCardStory({ components, onEvent }: StoryArgs) {
  return (
    <ContentStoryFrame onEvent={onEvent} width={360}>
      <CmsComponents components={components} variant="menu" />
    </ContentStoryFrame>
  );
}

const meta = {
  title: 'Content/Specialist shops card',
  component: MenuCardStory,
  args: { onEvent: fn(), components: [specialistShopsCard()] },
} satisfies Meta<typeof MenuCardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * "Links to specialist shops": three cards with 80 by 80 pictures, each
 * opening its shop in a new window; a click is reported as promo_click.
 */
export const SpecialistShops: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Links to specialist shops' });
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(3);
    for (const link of links) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link.querySelector('img')).toHaveAttribute('width', '80');
    }
    await expect(links[0]).toHaveAccessibleName(
      'Fernleaf Cellar Explore more than 1,200 beers, wines and spirits (opens in a new tab)',
    );
    // Keep the story on its page: the click is what matters, not the new tab.
    canvasElement.ownerDocument.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(links[1] as HTMLElement);
    await expect(args.onEvent).toHaveBeenCalledWith('analytics', {
      name: 'promo_click',
      data: expect.objectContaining({ promoName: 'Fernleaf Garden', componentId: 'mm-card-garden' }),
    });
  },
};
