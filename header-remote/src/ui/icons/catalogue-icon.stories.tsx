import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CatalogueIcon } from './catalogue-icon.tsx';
import { ICONS, type IconName } from './icon-catalogue.ts';

const meta = {
  title: 'UI/Icons',
  component: CatalogueIcon,
  args: { name: 'trolley' },
} satisfies Meta<typeof CatalogueIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One icon, decorative: the words beside it name what it stands for. */
export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg[data-icon="trolley"]')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** An icon that carries meaning on its own (the menus' warning mark): an image with a name. */
export const Labelled: Story = {
  args: { name: 'warning', label: 'Warning' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Warning' })).toBeVisible();
  },
};

/** Every icon of the catalogue, with its name: what a taxonomy's `iconName` may say. */
export const Catalogue: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: 16,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {(Object.keys(ICONS) as IconName[]).map((name) => (
        <li
          key={name}
          style={{ display: 'flex', alignItems: 'center', gap: 8, color: '#1a4d1a', fontFamily: 'system-ui' }}
        >
          <CatalogueIcon name={name} />
          <span style={{ color: '#222' }}>{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg[data-icon]')).toHaveLength(Object.keys(ICONS).length);
  },
};
