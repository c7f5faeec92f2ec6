import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { json } from '../../api/testing/fake-services.ts';
import { at, pageStory, STORY_SERVICES_URL, type FakeServicesArgs } from '../shared/testing/page-story.tsx';
import { supportSignedIn } from './testing/support-user.ts';
import { VitalsPage } from './vitals-page.tsx';

const SUMMARY = 'GET /v1/admin/vitals/summary';

const releases = ['1a2b3c4d', '5e6f7a8b', '9c0d1e2f', '3a4b5c6d'];
const lines = [
  { host: 'shell-host', pageType: 'browse', lcp: [1900, 2100, 2600, 2200], inp: [120, 140, 260, 150] },
  { host: 'shell-host', pageType: 'search', lcp: [1700, 1800, 2300, 1900], inp: [90, 110, 180, 100] },
  { host: 'recipes', pageType: 'home', lcp: [2300, 2400, 3100, 2500], inp: [160, 170, 320, 190] },
];
/** A metric's p75 over all its measurements, and over the header's own (`header`: the same for CLS and hydration). */
const p75Row = (metric: string, p75: number | undefined, count: number, header = { p75, count }) => ({
  metric,
  p75,
  count,
  headerP75: header.p75,
  headerCount: header.count,
});
const summary = {
  releases,
  p75: lines.flatMap(({ host, pageType, lcp, inp }) =>
    releases.flatMap((release, index) =>
      [
        p75Row('LCP', lcp[index], 400, { p75: 1200, count: 60 }),
        p75Row('INP', inp[index], 310, { p75: 90 + index * 10, count: 140 }),
        p75Row('CLS', 0.02 + index * 0.03, 400),
        p75Row('hydration', 80 + index * 40, 120),
      ].map((row) => ({ host, pageType, release, ...row })),
    ),
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

/** Some beacons were refused: from pages not the site's, or not in the contract's shape, counted by beacon. */
export const RefusedBeacons: Story = {
  args: {
    handlers: {
      'POST /v1/auth/sign-in': supportSignedIn,
      [SUMMARY]: () =>
        json({
          ...summary,
          refused: [
            { beacon: 'vitals', reason: 'not-our-page', count: 120 },
            { beacon: 'banner-events', reason: 'malformed', count: 4 },
          ],
        }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Refused beacons' })).toBeVisible();
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
