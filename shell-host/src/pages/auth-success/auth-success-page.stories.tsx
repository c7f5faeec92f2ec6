import type { Meta, StoryObj } from '@storybook/react-vite';
import { headingShown, plainPage } from '../shared/testing/page-story.tsx';
import { AuthSuccessPage } from './auth-success-page.tsx';

const meta = { title: 'Host pages/Signed in', ...plainPage(AuthSuccessPage) } satisfies Meta<typeof AuthSuccessPage>;

export default meta;

/** After registration: "You're signed in" and a link to continue. */
export const SignedIn: StoryObj<typeof meta> = { play: headingShown("You're signed in") };
