import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@grocer/shared-contracts';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { FavouritesPage } from './favourites-page.tsx';

describe('the favourites page', () => {
  it('has its heading', () => {
    render(<FavouritesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
    expect(screen.getByText("You haven't added any favourites yet.")).toBeVisible();
  });

  it.each([
    ['Browse groceries', ROUTES.groceriesHome],
    ['Back to my account', ROUTES.myAccount],
  ])('links to %s at %s', (name, href) => {
    render(<FavouritesPage />);
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('has no axe violations', async () => {
    const { container } = render(<FavouritesPage />);
    await expectNoAxeViolations(container);
  });
});
