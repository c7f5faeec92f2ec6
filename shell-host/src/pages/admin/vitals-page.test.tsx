import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { fakeServicesPerTest } from '../../api/testing/fake-services-per-test.ts';
import { json, tokenAnswer, type FakeHandler } from '../../api/testing/fake-services.ts';
import { supportSignedIn } from './testing/support-user.ts';
import { VitalsPage } from './vitals-page.tsx';

const servicesUrl = 'http://services.test';
const SUMMARY = 'GET /v1/admin/vitals/summary';
const group = { host: 'shell-host', pageType: 'browse' };
const summary = {
  releases: ['r-1', 'r-2'],
  p75: [
    { ...group, release: 'r-1', metric: 'LCP', p75: 2100, count: 40, headerP75: null, headerCount: 0 },
    { ...group, release: 'r-2', metric: 'LCP', p75: 2900, count: 38, headerP75: 1800, headerCount: 9 },
    { ...group, release: 'r-2', metric: 'CLS', p75: 0.04, count: 38, headerP75: 0.04, headerCount: 38 },
  ],
  events: [{ ...group, release: 'r-2', kind: 'render_error', count: 3 }],
};

const serve = fakeServicesPerTest();

async function openSignedIn(handlers: Record<string, FakeHandler>) {
  serve({ 'POST /v1/auth/sign-in': supportSignedIn, ...handlers });
  const view = render(<VitalsPage location={{ pathname: '/admin/vitals', search: '' }} servicesUrl={servicesUrl} />);
  await userEvent.type(screen.getByLabelText('Email address'), 'support@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'support');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  return view;
}

describe('the header vitals page', () => {
  it('draws each metric over the releases with "good" marked, its numbers in a table, and counts the errors', async () => {
    const { container } = await openSignedIn({ [SUMMARY]: () => json(summary) });
    const lcp = await screen.findByRole('region', { name: 'Largest contentful paint (LCP)' });
    expect(within(lcp).getByRole('img').getAttribute('aria-label')).toContain('good is at most 2,500 ms');
    const row = within(lcp).getByRole('row', { name: /shell-host \/ browse/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2,100 ms (40)', '2,900 ms (38) (not good); the header’s: 1,800 ms (9)']);
    expect(within(lcp).getByRole('table').querySelector('caption')?.textContent).toContain(
      'the header’s: the pages whose largest paint was in the header',
    );
    // CLS is the header's own share already: no second figure.
    const cls = screen.getByRole('region', { name: 'Cumulative layout shift (CLS)' });
    expect(within(cls).getByRole('row', { name: /browse/ }).textContent).toMatch(/0\.040 \(38\)$/);
    // A metric no release measured says so rather than drawing an empty chart.
    const inp = screen.getByRole('region', { name: 'Interaction to next paint (INP)' });
    expect(within(inp).getByText(/No measurements/)).toBeTruthy();
    const errors = screen.getByRole('row', { name: /Render errors/ });
    expect(
      within(errors)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '3']);
    await expectNoAxeViolations(container);
  });

  it('says when nothing has come in', async () => {
    await openSignedIn({ [SUMMARY]: () => json({ releases: [], p75: [], events: [], refused: [] }) });
    expect(await screen.findByText('No measurements have come in yet.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Refused beacons' })).toBeNull();
  });

  it('says how many beacons were refused, and why, even when none was kept', async () => {
    const refused = [
      { beacon: 'vitals', reason: 'not-our-page', count: 120 },
      { beacon: 'banner-events', reason: 'malformed', count: 4 },
    ];
    const { container } = await openSignedIn({ [SUMMARY]: () => json({ ...summary, releases: [], refused }) });
    const region = await screen.findByRole('region', { name: 'Refused beacons' });
    const cells = (name: RegExp) =>
      within(within(region).getByRole('row', { name }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(/Not from the site’s pages/)).toEqual(['120', '0']);
    expect(cells(/Not in the contract’s shape/)).toEqual(['0', '4']);
    expect(screen.getByText('No measurements have come in yet.')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('refuses a shopper’s sign-in', async () => {
    serve({
      'POST /v1/auth/sign-in': () => json(tokenAnswer('shopper-token-0123456789ab', { customerId: 'C-1001' })),
      'POST /v1/auth/sign-out': () => new Response(null, { status: 204 }),
    });
    render(<VitalsPage location={{ pathname: '/admin/vitals', search: '' }} servicesUrl={servicesUrl} />);
    await userEvent.type(screen.getByLabelText('Email address'), 'shopper@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'groceries');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This page is for support users only.');
  });
});
