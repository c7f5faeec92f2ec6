/** Test support for the plain pages of the account and help area: a heading, one line and where to go next. */
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-support/axe.ts';

export type LinkListPageShown = {
  readonly heading: string;
  readonly message: string;
  /** Each link's name and where it goes. */
  readonly links: readonly (readonly [name: string, href: string])[];
};

/** The tests each such page has: its heading and line, every link's target, and no axe violations. */
export function itShowsLinkListPage(Page: ComponentType, { heading, message, links }: LinkListPageShown) {
  it('has its heading', () => {
    render(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(screen.getByText(message)).toBeVisible();
  });

  it.each(links)('links to %s at %s', (name, href) => {
    render(<Page />);
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('has no axe violations', async () => {
    const { container } = render(<Page />);
    await expectNoAxeViolations(container);
  });
}
