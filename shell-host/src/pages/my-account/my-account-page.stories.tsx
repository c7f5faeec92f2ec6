import type { Meta, StoryObj } from '@storybook/react-vite';
import { headingShown, plainPage } from '../shared/testing/page-story.tsx';
import { MyAccountPage } from './my-account-page.tsx';

const meta = { title: 'Host pages/Account overview', ...plainPage(MyAccountPage) } satisfies Meta<typeof MyAccountPage>;

export default meta;

/** Account overview: links to every account page. */
export const Default: StoryObj<typeof meta> = { play: headingShown('My account') };
