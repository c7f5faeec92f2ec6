import type { Meta, StoryObj } from '@storybook/react-vite';
import { headingShown, plainPage } from '../shared/testing/page-story.tsx';
import { CustomerServicePage } from './customer-service-page.tsx';

const meta = { title: 'Host pages/Customer service', ...plainPage(CustomerServicePage) } satisfies Meta<
  typeof CustomerServicePage
>;

export default meta;

/** Help links. */
export const Default: StoryObj<typeof meta> = { play: headingShown('Customer service') };
