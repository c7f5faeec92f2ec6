import type { Meta, StoryObj } from '@storybook/react-vite';
import { headingShown, plainPage } from '../shared/testing/page-story.tsx';
import { LoyaltyPage } from './loyalty-page.tsx';

const meta = { title: 'Host pages/Loyalty card', ...plainPage(LoyaltyPage) } satisfies Meta<typeof LoyaltyPage>;

export default meta;

/** The loyalty card page the account menu links to. */
export const Default: StoryObj<typeof meta> = { play: headingShown('Loyalty card') };
