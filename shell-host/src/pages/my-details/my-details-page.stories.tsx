import type { Meta, StoryObj } from '@storybook/react-vite';
import { headingShown, plainPage } from '../shared/testing/page-story.tsx';
import { MyDetailsPage } from './my-details-page.tsx';

const meta = { title: 'Host pages/My details', ...plainPage(MyDetailsPage) } satisfies Meta<typeof MyDetailsPage>;

export default meta;

/** Placeholder for the shopper's details. */
export const Default: StoryObj<typeof meta> = { play: headingShown('My details') };
