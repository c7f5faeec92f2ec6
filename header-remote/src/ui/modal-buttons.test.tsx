import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { ModalButtons, type ModalButton } from './modal-buttons.tsx';

const BUTTONS: readonly ModalButton<'discard' | 'keep' | 'later'>[] = [
  { text: 'Yes, discard changes', value: 'discard', accessibleText: 'Yes, discard the changes to your order' },
  { text: 'Keep amending', value: 'keep', theme: 'secondary' },
  { text: 'Decide later', value: 'later', theme: 'primaryWhite', closeOnClick: false },
];

/** A window `width` px wide, as matchMedia answers it. */
function windowWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width >= Number(/\d+/.exec(query)?.[0]),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const names = () =>
  screen.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent);

describe('modal buttons (spec section 3, "Modal button")', () => {
  it('below md, stacks them with the main action on top', () => {
    windowWidth(600);
    render(<ModalButtons buttons={BUTTONS} onButton={() => {}} onClose={() => {}} />);
    expect(names()).toEqual(['Yes, discard changes', 'Keep amending', 'Decide later']);
  });

  it('from md, puts them in a row with the main action last, and Tab follows the row', () => {
    windowWidth(768);
    render(<ModalButtons buttons={BUTTONS} onButton={() => {}} onClose={() => {}} />);
    expect(names()).toEqual(['Decide later', 'Keep amending', 'Yes, discard changes']);
  });

  it('tells the owner the value pressed, then closes, unless the button says not to', async () => {
    const user = userEvent.setup();
    const onButton = vi.fn();
    const onClose = vi.fn();
    render(<ModalButtons buttons={BUTTONS} onButton={onButton} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Keep amending' }));
    expect(onButton).toHaveBeenLastCalledWith('keep');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Decide later' }));
    expect(onButton).toHaveBeenLastCalledWith('later');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('names a button by the words it shows, and describes it with its accessible text (WCAG 2.5.3)', () => {
    render(<ModalButtons buttons={BUTTONS} onButton={() => {}} onClose={() => {}} />);
    expect(screen.getByRole('button', { name: 'Yes, discard changes' })).toHaveAccessibleDescription(
      'Yes, discard the changes to your order',
    );
    expect(screen.getByRole('button', { name: 'Keep amending' })).not.toHaveAttribute('aria-describedby');
  });

  it('keeps a disabled button reachable but deaf to presses', async () => {
    const user = userEvent.setup();
    const onButton = vi.fn();
    render(
      <ModalButtons
        buttons={[{ text: 'Search', value: 'search', disabled: true }]}
        onButton={onButton}
        onClose={() => {}}
      />,
    );
    const search = screen.getByRole('button', { name: 'Search' });
    expect(search).toHaveAttribute('aria-disabled', 'true');
    await user.click(search);
    expect(onButton).not.toHaveBeenCalled();
  });

  it('shows each theme, and passes axe', async () => {
    const { container } = render(<ModalButtons buttons={BUTTONS} onButton={() => {}} onClose={() => {}} />);
    expect(screen.getByRole('button', { name: 'Decide later' }).className).toMatch(/primaryWhite/);
    await expectNoAxeViolations(container);
  });
});
