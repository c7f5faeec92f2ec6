import type { Meta, StoryObj } from '@storybook/react-vite';
import { headingShown, plainPage } from '../shared/testing/page-story.tsx';
import { ListsPage } from './lists-page.tsx';

const meta = { title: 'Host pages/Lists', ...plainPage(ListsPage) } satisfies Meta<typeof ListsPage>;

export default meta;

/** No lists yet. */
export const Default: StoryObj<typeof meta> = { play: headingShown('Lists') };
