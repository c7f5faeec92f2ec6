import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { RichTextBlock } from '@grocer/shared-contracts/domain';
import { bullet, heading, linkedParagraph, numbered, paragraph, span } from '@grocer/shared-contracts/cms-builders';
import { ContentStoryFrame } from '../testing/content-story-frame.tsx';
import { RichText } from './rich-text.tsx';

type StoryArgs = { readonly blocks: RichTextBlock[]; readonly removeEmptyParagraphs: boolean };

function RichTextStory({ blocks, removeEmptyParagraphs }: StoryArgs) {
  return (
    <ContentStoryFrame width={560}>
      <RichText content={{ valid: true, blocks }} removeEmptyParagraphs={removeEmptyParagraphs} minHeadingLevel={3} />
    </ContentStoryFrame>
  );
}

const meta = {
  title: 'Content/Rich text',
  component: RichTextStory,
  args: { blocks: [], removeEmptyParagraphs: true },
} satisfies Meta<typeof RichTextStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Strong, emphasis, underline, strike-through and code, and safe attributes (colour, alignment, size, indent). */
export const Marks: Story = {
  args: {
    blocks: [
      heading('Marks and attributes'),
      paragraph(
        span('Save '),
        span('more', ['strong']),
        span(', '),
        span('every week', ['em']),
        span(', '),
        span('with care', ['underline']),
        span(', '),
        span('was £4', ['strike']),
        span(' — use '),
        span('FRESH10', ['code']),
      ),
      {
        type: 'block',
        attributes: { color: '#1a4d1a', textAlign: 'center', fontSize: '1.25rem', fontWeight: '700' },
        children: [span('Centred, green and larger')],
      },
      {
        type: 'block',
        attributes: { marginLeft: '24px', color: 'url(javascript:alert(1))', fontSize: '900px' },
        children: [span('Indented; its unsafe colour and size were dropped')],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('more').tagName).toBe('STRONG');
    await expect(canvas.getByText('FRESH10').tagName).toBe('CODE');
    await expect(canvas.getByText('Indented; its unsafe colour and size were dropped').closest('p')).toHaveAttribute(
      'style',
      'margin-left: 24px;',
    );
  },
};

/** Bullet and numbered lists, nested by level. */
export const Lists: Story = {
  args: {
    blocks: [
      bullet('Any slot, any day'),
      bullet('Weekdays from 7am', 2),
      bullet('Weekends from 8am', 2),
      bullet('Cancel at any time'),
      numbered('Choose a pass'),
      numbered('Book a slot'),
      numbered('Save on every order'),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('list')).toHaveLength(3);
  },
};

/**
 * Links: a content-management path rewritten to the site, a relative path
 * put under /ecom, a new-window link, and a javascript: link shown as text.
 */
export const Links: Story = {
  args: {
    blocks: [
      linkedParagraph('Save with a ', 'Delivery Pass', '/content/fernleaf/en/delivery-pass.html', '.'),
      linkedParagraph('Try our ', 'quick recipes', 'recipes.html', '.'),
      linkedParagraph('Visit ', 'Fernleaf Cellar', 'https://www.fernleafcellar.example/', '.', '_blank'),
      linkedParagraph('This link must not be followed: ', 'unsafe', 'javascript:alert(1)'),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Delivery Pass' })).toHaveAttribute('href', '/ecom/delivery-pass');
    await expect(canvas.getByRole('link', { name: 'quick recipes' })).toHaveAttribute('href', '/ecom/recipes');
    await expect(canvas.getByRole('link', { name: 'Fernleaf Cellar (opens in a new tab)' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(canvas.getByText('unsafe').closest('a')).toBeNull();
  },
};

/** A link inside a link: the inner one is a span. */
export const NestedLinks: Story = {
  args: {
    blocks: [
      {
        type: 'block',
        markDefs: [
          { key: 'outer', type: 'link', attributes: { href: '/ecom/shop/browse/offers' } },
          { key: 'inner', type: 'link', attributes: { href: '/ecom/recipes' } },
        ],
        children: [{ type: 'span', marks: ['outer'], children: [span('See all '), span('offers', ['inner'])] }],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(1);
    await expect(canvasElement.querySelector('a a')).toBeNull();
  },
};

/** Empty paragraphs kept (removal not asked for). */
export const EmptyParagraphsKept: Story = {
  args: {
    removeEmptyParagraphs: false,
    blocks: [paragraph(span('Above an empty paragraph')), paragraph(), paragraph(span('Below it'))],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(3);
  },
};
