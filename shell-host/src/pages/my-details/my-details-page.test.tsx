import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@grocer/shared-contracts';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { MyDetailsPage } from './my-details-page.tsx';

describe('the my details page', () => {
  it('has its heading', () => {
    render(<MyDetailsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'My details' })).toBeVisible();
    expect(screen.getByText('Your name, addresses and contact preferences will appear here.')).toBeVisible();
  });

  it.each([['Back to my account', ROUTES.myAccount]])('links to %s at %s', (name, href) => {
    render(<MyDetailsPage />);
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('has no axe violations', async () => {
    const { container } = render(<MyDetailsPage />);
    await expectNoAxeViolations(container);
  });
});
