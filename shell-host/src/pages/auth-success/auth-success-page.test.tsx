import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { AuthSuccessPage } from './auth-success-page.tsx';

describe('the auth-success page', () => {
  it('says "You\'re signed in" and continues to the shop', () => {
    render(<AuthSuccessPage />);
    expect(screen.getByRole('heading', { level: 1, name: "You're signed in" })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/ecom');
  });

  it('has no axe violations', async () => {
    const { container } = render(<AuthSuccessPage />);
    await expectNoAxeViolations(container);
  });
});
