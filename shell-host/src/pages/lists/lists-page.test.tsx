import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@grocer/shared-contracts';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { ListsPage } from './lists-page.tsx';

describe('the lists page', () => {
  it('has its heading', () => {
    render(<ListsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Lists' })).toBeVisible();
    expect(screen.getByText("You haven't made any lists yet.")).toBeVisible();
  });

  it.each([
    ['Browse groceries', ROUTES.groceriesHome],
    ['Back to my account', ROUTES.myAccount],
  ])('links to %s at %s', (name, href) => {
    render(<ListsPage />);
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('has no axe violations', async () => {
    const { container } = render(<ListsPage />);
    await expectNoAxeViolations(container);
  });
});
