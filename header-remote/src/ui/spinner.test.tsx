import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { Spinner } from './spinner.tsx';

describe('Spinner', () => {
  it('is decoration without a label: hidden from screen readers', () => {
    const { container } = render(<Spinner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstElementChild).toHaveAttribute('data-size', 'standard');
    expect(container.firstElementChild).toHaveAttribute('data-theme', 'dark');
  });

  it('with a label, is a status that says what is loading', async () => {
    const { container } = render(<Spinner size="large" theme="light" label="Loading your trolley" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your trolley');
    expect(container.querySelector('[data-size="large"][data-theme="light"]')).not.toBeNull();
    await expectNoAxeViolations(container);
  });
});
