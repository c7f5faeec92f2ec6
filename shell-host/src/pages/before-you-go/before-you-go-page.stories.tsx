import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { product, tokenSession } from '../../api/testing/fake-services.ts';
import { at, pageStory, STORY_SERVICES_URL, type FakeServicesArgs } from '../shared/testing/page-story.tsx';
import { fakeTrolley } from '../trolley/testing/fake-trolley.ts';
import { BeforeYouGoPage } from './before-you-go-page.tsx';

const salmon = product({ name: 'Fernleaf Smoked Salmon', price: { amount: 20, currencyCode: 'GBP' } });

const meta = {
  title: 'Host pages/Before you go',
  args: { handlers: { ...tokenSession(), ...fakeTrolley({ lines: [{ product: salmon, amount: 2 }] }) } },
  ...pageStory(() => <BeforeYouGoPage location={at('/ecom/beforeYouGo')} servicesUrl={STORY_SERVICES_URL} />),
} satisfies Meta<FakeServicesArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The estimated total and "Continue to checkout". */
export const WithTotal: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your estimated trolley total is £44.50.')).toBeVisible();
  },
};

export const SignedOut: Story = {
  args: { handlers: {} },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Sign in to check out' })).toBeVisible();
  },
};
