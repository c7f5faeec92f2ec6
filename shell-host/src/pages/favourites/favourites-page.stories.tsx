import type { Meta, StoryObj } from '@storybook/react-vite';
import { headingShown, plainPage } from '../shared/testing/page-story.tsx';
import { FavouritesPage } from './favourites-page.tsx';

const meta = { title: 'Host pages/Favourites', ...plainPage(FavouritesPage) } satisfies Meta<typeof FavouritesPage>;

export default meta;

/** No favourites yet. */
export const Default: StoryObj<typeof meta> = { play: headingShown('Favourites') };
