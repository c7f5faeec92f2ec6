import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { CmsComponent } from '@grocer/shared-contracts/domain';
import {
  DeliberateContentError,
  edgeCaseContent,
  sampleTextPromoCard,
  throwingComponent,
  UNMAPPED_RESOURCE_TYPE,
} from '@grocer/shared-contracts/cms-builders';
import { CmsComponents } from './cms-components.tsx';
import { ContentStoryFrame } from './testing/content-story-frame.tsx';

type StoryArgs = {
  readonly components: readonly CmsComponent[];
  /** Put a component that throws while rendering first (made here: its getter must not meet Storybook's arg handling). */
  readonly withRenderError?: boolean;
  readonly onEvent: () => void;
};

function BrokenContentStory({ components, withRenderError = false, onEvent }: StoryArgs) {
  return (
    <ContentStoryFrame onEvent={onEvent}>
      <CmsComponents components={withRenderError ? [throwingComponent(), ...components] : components} />
    </ContentStoryFrame>
  );
}

const edgeCase = (componentId: string) =>
  edgeCaseContent().filter((component) => component.componentId === componentId);

const meta = {
  title: 'Content/Broken content',
  component: BrokenContentStory,
  args: { onEvent: fn(), components: edgeCaseContent() },
  parameters: {
    react: {
      rootOptions: {
        // React reports errors that an error boundary caught; the deliberate one is expected here.
        onCaughtError: (error: unknown) => {
          if (error instanceof DeliberateContentError) {
            console.info(`[story] A content error boundary caught: ${error.message}`);
          } else {
            console.error(error);
          }
        },
      },
    },
  },
} satisfies Meta<typeof BrokenContentStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything in `demo-cms-edge-cases`: only the card without a url and the bakery cell show. */
export const AllEdgeCases: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('This card must not show')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Recipes for busy weeks' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Fresh from the bakery' })).toBeVisible();
  },
};

/** An unmapped resource type renders nothing (and is warned about in the log); the next card still shows. */
export const UnmappedType: Story = {
  args: {
    components: [
      { resourceType: UNMAPPED_RESOURCE_TYPE, componentId: 'countdown', textArea: { heading: 'Countdown clock' } },
      sampleTextPromoCard(),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Countdown clock')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Delivery Pass' })).toBeVisible();
  },
};

/** Rich text marked invalid, and a card with no blocks: both show nothing. */
export const InvalidRichText: Story = {
  args: { components: [...edgeCase('edge-invalid-rich-text'), ...edgeCase('edge-empty-rich-text')] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-cms-components]')?.textContent).toBe('');
  },
};

/** A javascript: link in rich text shows as plain text; a button with no url is left out. */
export const JavascriptLink: Story = {
  args: { components: edgeCase('edge-button-without-url') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('unsafe').closest('a')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'quick recipes' })).toHaveAttribute('href', '/ecom/recipes');
    await expect(canvas.queryByRole('link', { name: 'Coming soon' })).toBeNull();
  },
};

/** A brand icon to display but with no src is left out; the cell and its picture show. */
export const BrandIconWithoutSrc: Story = {
  args: { components: edgeCase('edge-brand-icon-without-src') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
    await expect(canvas.getByRole('img', { name: 'Loaves of bread' })).toBeVisible();
  },
};

/** A component that throws while rendering: caught, reported as header_error, left out; the rest shows. */
export const RenderError: Story = {
  args: { components: [sampleTextPromoCard()], withRenderError: true },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Delivery Pass' })).toBeVisible();
    await waitFor(() =>
      expect(args.onEvent).toHaveBeenCalledWith('header_error', {
        code: 'content_render',
        message: expect.stringContaining('DeliberateContentError'),
      }),
    );
  },
};
