import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { Button, type ButtonState, type ButtonTheme, type ButtonWidth } from './button.tsx';

describe('Button', () => {
  it('is a plain button by default, pressed with a click or the keyboard', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Add to trolley</Button>);
    const button = screen.getByRole('button', { name: 'Add to trolley' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-state', 'idle');
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('waits: keeps its name and the focus, shows a spinner, says it is busy and ignores presses', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onDisabledPress = vi.fn();
    const { rerender } = render(
      <Button onClick={onClick} onDisabledPress={onDisabledPress}>
        Place order
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Place order' });
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button onClick={onClick} onDisabledPress={onDisabledPress} state="waiting">
        Place order
      </Button>,
    );
    // The same element, still focused: a disabled attribute would have dropped the focus on the page.
    expect(screen.getByRole('button', { name: 'Place order' })).toBe(button);
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('[data-size="small"]')).not.toBeNull();
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onDisabledPress).toHaveBeenCalledTimes(2);
  });

  it('does not submit its form while waiting', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form ref={(form) => form?.addEventListener('submit', onSubmit)}>
        <Button type="submit" state="waiting">
          Save
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows success with a tick and its success label, and still works', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button state="success" successLabel="Added" onClick={onClick}>
        Add to trolley
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Added' });
    expect(button).toHaveAttribute('data-state', 'success');
    expect(button.querySelector('svg')).not.toBeNull();
    await user.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('shows save as "Saved" with a tick, keeping the focus, with nothing left to press', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Save changes</Button>);
    screen.getByRole('button', { name: 'Save changes' }).focus();
    rerender(
      <Button state="save" onClick={onClick}>
        Save changes
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saved' });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is natively disabled by default, and focusable with aria-disabled when asked', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onDisabledPress = vi.fn();
    render(
      <>
        <Button disabled onClick={onClick}>
          Search
        </Button>
        <Button disabled focusableWhenDisabled onClick={onClick} onDisabledPress={onDisabledPress}>
          Checkout
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    const checkout = screen.getByRole('button', { name: 'Checkout' });
    expect(checkout).not.toBeDisabled();
    expect(checkout).toHaveAttribute('aria-disabled', 'true');
    await user.tab();
    expect(checkout).toHaveFocus();
    await user.click(checkout);
    expect(onClick).not.toHaveBeenCalled();
    expect(onDisabledPress).toHaveBeenCalledOnce();
  });

  it('has no axe violations in any theme, width and state', async () => {
    const themes: ButtonTheme[] = ['primary', 'primaryWhite', 'secondary'];
    const widths: ButtonWidth[] = ['standard', 'fit', 'full'];
    const states: ButtonState[] = ['idle', 'waiting', 'success', 'save'];
    const { container } = render(
      <div>
        {themes.flatMap((theme) =>
          widths.flatMap((width) =>
            states.map((state) => (
              <Button key={`${theme}-${width}-${state}`} theme={theme} width={width} state={state}>
                {`${theme} ${width} ${state}`}
              </Button>
            )),
          ),
        )}
      </div>,
    );
    expect(screen.getAllByRole('button')).toHaveLength(36);
    await expectNoAxeViolations(container);
  });
});
