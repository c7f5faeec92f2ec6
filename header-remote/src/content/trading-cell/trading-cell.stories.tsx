import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CmsComponent } from '@grocer/shared-contracts/domain';
import {
  FULL_WIDTH,
  HALF,
  QUARTER,
  sampleTradingCell,
  STORY_IMAGE_SRC,
  THIRD,
} from '@grocer/shared-contracts/cms-builders';
import { CmsComponents } from '../cms-components.tsx';
import { ContentStoryFrame } from '../testing/content-story-frame.tsx';

type StoryArgs = {
  readonly components: readonly CmsComponent[];
  readonly onEvent: () => void;
};

function TradingCellStory({ components, onEvent }: StoryArgs) {
  return (
    <ContentStoryFrame onEvent={onEvent}>
      <CmsComponents components={components} />
    </ContentStoryFrame>
  );
}

/** A cell with a unique id and plain text, changed by `fields`. */
const cell = (id: string, fields: Partial<CmsComponent> = {}): CmsComponent =>
  sampleTradingCell({ componentId: id, elementId: id, icons: {}, products: [], ...fields });

const text = (heading: string, extra: Partial<NonNullable<CmsComponent['textArea']>> = {}) => ({
  textArea: {
    heading,
    subheading: 'Fresh this week from British growers',
    buttonStyle: 'primary' as const,
    link: { text: `Shop ${heading.toLowerCase()}`, url: '/content/fernleaf/en/shop/browse/groceries.html' },
    ...extra,
  },
});

/** `width` columns of 12 from sm up, full width below. */
function columnsOf(width: number): CmsComponent['cqResponsive'] {
  return {
    deviceBreakpoints: (['xs', 'sm', 'md', 'lg', 'xl'] as const).map((name) => ({
      name,
      width: name === 'xs' ? 12 : width,
      offset: 0,
      visible: true,
      layout: 'responsiveGrid',
    })),
  };
}

const meta = {
  title: 'Content/Trading cell',
  component: TradingCellStory,
  args: { onEvent: fn(), components: [sampleTradingCell()] },
} satisfies Meta<typeof TradingCellStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement);

/** The seeded "Spring greens" cell: New flash, floated brand icon, two products (click to buy). */
export const SpringGreens: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Spring greens' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shop these 2 products' })).toHaveAttribute(
      'href',
      '/ecom/shop/buylist/100001,100002',
    );
    await expect(canvas.getByRole('img', { name: 'Fernleaf' })).toBeVisible();
  },
};

/** One cell wide: picture above the text. */
export const OneCell: Story = {
  args: { components: [cell('one', { defaultNumOfCells: 'oneCell', cqResponsive: QUARTER, ...text('Bakery') })] },
};

/** Two cells wide: picture beside the text from md up. */
export const TwoCells: Story = {
  args: { components: [cell('two', { defaultNumOfCells: 'twoCells', cqResponsive: HALF, ...text('Party platters') })] },
};

export const ThreeCells: Story = {
  args: {
    components: [
      cell('three', { defaultNumOfCells: 'threeCells', cqResponsive: columnsOf(9), ...text('Cheese boards') }),
    ],
  },
};

export const FourCells: Story = {
  args: {
    components: [cell('four', { defaultNumOfCells: 'fourCells', cqResponsive: FULL_WIDTH, ...text('Groceries') })],
  },
};

/** Only a portrait picture: it shows at every width. */
export const PortraitOnly: Story = {
  args: {
    components: [
      cell('portrait', {
        cqResponsive: THIRD,
        dynamicImages: {},
        image: { portraitImage: { src: STORY_IMAGE_SRC, altText: 'A tall loaf', width: 360, height: 640 } },
        ...text('Sourdough'),
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByRole('img', { name: 'A tall loaf' })).toHaveAttribute('height', '640');
  },
};

/** Only a landscape picture, and no portrait crop for small screens. */
export const LandscapeOnly: Story = {
  args: {
    components: [
      cell('landscape', {
        cqResponsive: THIRD,
        dynamicImages: {},
        image: { landscapeImage: { src: STORY_IMAGE_SRC, altText: 'A wide loaf', width: 640, height: 360 } },
        ...text('Baguettes'),
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('picture source')).toBeNull();
  },
};

/** The red theme with a primaryLight button, an offer heading, a disclaimer and the loyalty-card extra discount. */
export const RedThemeWithDisclaimer: Story = {
  args: {
    components: [
      cell('red', {
        cqResponsive: THIRD,
        ...text('This week’s offers', {
          offerHeading: '1/3 off',
          theme: 'red',
          buttonStyle: 'primaryLight',
          disclaimer: 'Selected lines. Subject to availability.',
          displayDisclaimer: true,
        }),
        icons: { offerRoundel: { text: '1/3 off' }, loyaltyCardIcon: { additionalReduction: '10%' } },
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(canvas.getByText('Selected lines. Subject to availability.')).toBeVisible();
    await expect(canvas.getByText('and an extra 10% off with the loyalty card')).toBeVisible();
  },
};

/** A disclaimer the CMS has but does not display. */
export const DisclaimerHidden: Story = {
  args: {
    components: [
      cell('no-disclaimer', {
        cqResponsive: THIRD,
        ...text('Offers', { disclaimer: 'Not shown', displayDisclaimer: false }),
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).queryByText('Not shown')).toBeNull();
  },
};

/** The three button styles side by side. */
export const ButtonStyles: Story = {
  args: {
    components: (['primary', 'primaryLight', 'secondary'] as const).map((buttonStyle) =>
      cell(`button-${buttonStyle}`, { cqResponsive: THIRD, ...text(`Button ${buttonStyle}`, { buttonStyle }) }),
    ),
  },
};

/** Each icon: offer roundel, New and Try flashes, floated and pinned brand icons, loyalty card (and oversized). */
export const Icons: Story = {
  args: {
    components: [
      cell('icon-roundel', { cqResponsive: THIRD, ...text('Roundel'), icons: { offerRoundel: { text: '2 for £5' } } }),
      cell('icon-new', { cqResponsive: THIRD, ...text('New flash'), icons: { messageIcon: { message: 'New' } } }),
      cell('icon-try', { cqResponsive: THIRD, ...text('Try flash'), icons: { messageIcon: { message: 'Try' } } }),
      cell('icon-floated', {
        cqResponsive: THIRD,
        ...text('Floated brand'),
        icons: { brandIcon: { display: true, position: 'floated', src: STORY_IMAGE_SRC, altText: 'Fernleaf brand' } },
      }),
      cell('icon-pinned', {
        cqResponsive: THIRD,
        ...text('Pinned brand'),
        icons: {
          brandIcon: { display: true, position: 'pinned', src: STORY_IMAGE_SRC, altText: 'Fernleaf Kitchen brand' },
        },
      }),
      cell('icon-loyalty', {
        cqResponsive: THIRD,
        ...text('Loyalty card'),
        icons: { loyaltyCardIcon: { additionalReduction: '£1.50', supercharged: true } },
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(canvas.getByText('2 for £5')).toBeVisible();
    await expect(canvas.getByText('New')).toBeVisible();
    await expect(canvas.getByText('Try')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Fernleaf brand' })).toHaveAttribute('data-position', 'floated');
    await expect(canvas.getByRole('img', { name: 'Fernleaf Kitchen brand' })).toHaveAttribute(
      'data-position',
      'pinned',
    );
    await expect(canvasElement.querySelector('[data-oversized="true"]')).toHaveTextContent('£1.50');
  },
};

/** A new-window link: noopener noreferrer, and "(opens in a new tab)" for screen readers. */
export const NewWindowLink: Story = {
  args: {
    components: [
      cell('new-window', {
        cqResponsive: THIRD,
        ...text('Cellar', {
          link: { text: 'Visit the cellar', url: 'https://www.fernleafcellar.example/', newWindow: true },
        }),
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const link = page(canvasElement).getByRole('link', { name: 'Visit the cellar (opens in a new tab)' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/**
 * A click-to-buy cell: on extra-small screens its details fold behind a
 * round button; wider, the button is not shown and the details are.
 */
export const ClickToBuy: Story = {
  // The round toggle shows on extra-small screens only: the e2e plays this story at a phone's size.
  tags: ['phone-viewport'],
  args: { components: [sampleTradingCell({ cqResponsive: THIRD })] },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'More about Spring greens', hidden: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const narrow = (canvasElement.ownerDocument.defaultView?.innerWidth ?? 1280) < 544;
    if (narrow) {
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(canvas.getByRole('link', { name: 'Shop these 2 products' })).toBeVisible();
  },
};

/** Every kind of cell at once: one to four cells wide, both themes, each icon. */
export const AllCells: Story = {
  args: {
    components: [
      cell('all-one', {
        defaultNumOfCells: 'oneCell',
        cqResponsive: QUARTER,
        ...text('One cell'),
        icons: { messageIcon: { message: 'New' } },
      }),
      cell('all-two', {
        defaultNumOfCells: 'twoCells',
        cqResponsive: columnsOf(9),
        ...text('Two cells', { theme: 'red', buttonStyle: 'primaryLight' }),
      }),
      cell('all-three', {
        defaultNumOfCells: 'threeCells',
        cqResponsive: columnsOf(9),
        ...text('Three cells', { buttonStyle: 'secondary' }),
      }),
      cell('all-four', {
        defaultNumOfCells: 'fourCells',
        cqResponsive: FULL_WIDTH,
        ...text('Four cells', { offerHeading: 'Half price', disclaimer: 'Ends Tuesday.', displayDisclaimer: true }),
        icons: { offerRoundel: { text: 'Half price' }, loyaltyCardIcon: { additionalReduction: '5%' } },
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getAllByRole('heading', { level: 3 })).toHaveLength(4);
  },
};
