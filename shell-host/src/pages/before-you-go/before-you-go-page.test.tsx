import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { json, product, tokenSession, type FakeHandler } from '../../api/testing/fake-services.ts';
import { openPagePerTest } from '../shared/testing/open-page.tsx';
import { fakeTrolley } from '../trolley/testing/fake-trolley.ts';

const salmon = product({ name: 'Fernleaf Smoked Salmon', price: { amount: 20, currencyCode: 'GBP' } });

const openPage = openPagePerTest();
const open = (handlers: Record<string, FakeHandler>) => openPage('/ecom/beforeYouGo', handlers);

describe('the before-you-go page', () => {
  it('shows the estimated trolley total and goes on to checkout', async () => {
    open({ ...tokenSession(), ...fakeTrolley({ lines: [{ product: salmon, amount: 2 }] }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Before you go' })).toBeVisible();
    expect(await screen.findByText('Your estimated trolley total is £44.50.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue to checkout' })).toHaveAttribute('href', '/ecom/checkout');
    expect(screen.getByRole('link', { name: 'Back to trolley' })).toHaveAttribute('href', '/ecom/shop/trolley');
  });

  it('still offers checkout when the total cannot be loaded', async () => {
    const { services } = open({
      ...tokenSession(),
      'GET /v1/shopping-context': () => json({ error: 'internal', message: 'boom' }, 500),
    });
    await vi.waitFor(() => expect(services.calls('/v1/shopping-context')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Continue to checkout' })).toBeVisible();
    expect(screen.queryByText(/trolley total/)).toBeNull();
  });

  it('offers to sign in when signed out', async () => {
    open({});
    expect(await screen.findByRole('link', { name: 'Sign in to check out' })).toHaveAttribute(
      'href',
      `/ecom/login?${new URLSearchParams({ redirect: '/ecom/beforeYouGo' })}`,
    );
  });

  it('has no axe violations', async () => {
    const { container } = open({ ...tokenSession(), ...fakeTrolley({ lines: [{ product: salmon, amount: 2 }] }) });
    await screen.findByText('Your estimated trolley total is £44.50.');
    await expectNoAxeViolations(container);
  });
});
