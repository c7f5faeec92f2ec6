import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { json, tokenAnswer } from '../../api/testing/fake-services.ts';
import { at, pageStory, STORY_SERVICES_URL, type FakeServicesArgs } from '../shared/testing/page-story.tsx';
import { VitalsPage } from './vitals-page.tsx';

const supportSignedIn = () =>
  json(tokenAnswer('support-own-token-0123456789', { customerId: 'S-2001', role: 'support' }));
const SUMMARY = 'GET /v1/admin/vitals/summary';

const releases = ['1a2b3c4d', '5e6f7a8b', '9c0d1e2f', '3a4b5c6d'];
const lines = [
  { host: 'shell-host', pageType: 'browse', lcp: [1900, 2100, 2600, 2200], inp: [120, 140, 260, 150] },
  { host: 'shell-host', pageType: 'search', lcp: [1700, 1800, 2300, 1900], inp: [90, 110, 180, 100] },
  { host: 'recipes', pageType: 'home', lcp: [2300, 2400, 3100, 2500], inp: [160, 170, 320, 190] },
];
const summary = {
  releases,
  p75: lines.flatMap(({ host, pageType, lcp, inp }) =>
    releases.flatMap((release, index) => [
      { host, pageType, release, metric: 'LCP', p75: lcp[index], count: 400, headerP75: 1200, headerCount: 60 },
      {
        host,
        pageType,
        release,
        metric: 'INP',
        p75: inp[index],
        count: 310,
        headerP75: 90 + index * 10,
        headerCount: 140,
      },
      {
        host,
        pageType,
        release,
        metric: 'CLS',
        p75: 0.02 + index * 0.03,
        count: 400,
        headerP75: 0.02 + index * 0.03,
        headerCount: 400,
      },
      {
        host,
        pageType,
        release,
        metric: 'hydration',
        p75: 80 + index * 40,
        count: 120,
        headerP75: 80 + index * 40,
        headerCount: 120,
      },
    ]),
  ),
  events: [
    { host: 'shell-host', pageType: 'browse', release: '9c0d1e2f', kind: 'render_error', count: 12 },
    { host: 'recipes', pageType: 'home', release: '9c0d1e2f', kind: 'fallback', count: 4 },
  ],
};

type Args = FakeServicesArgs;

const meta = {
  title: 'Host pages/Header vitals',
  args: { handlers: { 'POST /v1/auth/sign-in': supportSignedIn, [SUMMARY]: () => json(summary) } },
  ...pageStory<Args>(() => <VitalsPage location={at('/admin/vitals')} servicesUrl={STORY_SERVICES_URL} />),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

async function signIn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Email address'), 'support@example.com');
  await userEvent.type(canvas.getByLabelText('Password'), 'support');
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
  return canvas;
}

/** The support sign-in form: nothing is shown before a support user signs in. */
export const SignInForm: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('form', { name: 'Support sign-in' })).toBeVisible();
  },
};

/** Four releases on three host pages: the third passed "good" for LCP and INP, and threw render errors. */
export const LastReleases: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Largest contentful paint (LCP)' })).toBeVisible();
  },
};

/** No measurement has come in yet. */
export const NothingYet: Story = {
  args: {
    handlers: {
      'POST /v1/auth/sign-in': supportSignedIn,
      [SUMMARY]: () => json({ releases: [], p75: [], events: [] }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await canvas.findByText('No measurements have come in yet.')).toBeVisible();
  },
};

/** The summary could not be loaded: the page says so and offers another try. */
export const SummaryFailed: Story = {
  args: {
    handlers: {
      'POST /v1/auth/sign-in': supportSignedIn,
      [SUMMARY]: () => json({ error: 'unavailable', message: 'x' }, 503),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent("Sorry, we couldn't load the vitals.");
  },
};
