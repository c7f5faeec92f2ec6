import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { Textarea } from './textarea.tsx';

function descriptionIds(element: HTMLElement): string[] {
  return (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
}

function descriptions(element: HTMLElement): string[] {
  return descriptionIds(element).map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`);
}

describe('Textarea', () => {
  it('is named by its label, even when the label is hidden', () => {
    const { rerender } = render(<Textarea label="Notes" />);
    expect(screen.getByRole('textbox', { name: 'Notes' })).toBeInTheDocument();
    rerender(<Textarea label="Notes" hideLabel />);
    expect(screen.getByRole('textbox', { name: 'Notes' })).toBeInTheDocument();
    expect(screen.getByText('Notes')).toBeInTheDocument();
  });

  it('shows "{remaining}/{max} characters left" as the shopper types', async () => {
    render(<Textarea label="Note to your shopper" maxLength={20} showCount />);
    const field = screen.getByRole('textbox', { name: 'Note to your shopper' });
    expect(screen.getByText('20/20 characters left')).toBeInTheDocument();
    await userEvent.type(field, 'No bruised pears');
    expect(screen.getByText('4/20 characters left')).toBeInTheDocument();
    await userEvent.type(field, ' please, thanks');
    expect(field).toHaveValue('No bruised pears ple');
    expect(screen.getByText('0/20 characters left')).toBeInTheDocument();
    expect(descriptions(field)).toEqual(['0/20 characters left']);
  });

  it('counts a controlled value and a default value', () => {
    function Controlled() {
      const [value, setValue] = useState('Oat milk');
      return (
        <Textarea
          label="Controlled"
          maxLength={10}
          showCount
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
        />
      );
    }
    render(
      <>
        <Controlled />
        <Textarea label="Uncontrolled" maxLength={10} showCount defaultValue="Eggs" />
      </>,
    );
    expect(screen.getByText('2/10 characters left')).toBeInTheDocument();
    expect(screen.getByText('6/10 characters left')).toBeInTheDocument();
  });

  it('shows no count without a maximum length, or when display is off', () => {
    const { rerender } = render(<Textarea label="Notes" showCount />);
    expect(screen.queryByText(/characters left/)).not.toBeInTheDocument();
    rerender(<Textarea label="Notes" maxLength={10} />);
    expect(screen.queryByText(/characters left/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Notes' })).not.toHaveAttribute('aria-describedby');
  });

  it('marks a required field "required" and makes it required', () => {
    render(<Textarea label="Delivery instructions" requirement="required" />);
    const field = screen.getByRole('textbox', { name: 'Delivery instructions' });
    expect(field).toBeRequired();
    expect(screen.getByText('required')).toBeVisible();
    expect(screen.queryByText('(optional)')).not.toBeInTheDocument();
  });

  it('marks an optional field "(optional)"', () => {
    render(<Textarea label="Gift message" requirement="optional" />);
    const field = screen.getByRole('textbox', { name: 'Gift message (optional)' });
    expect(field).not.toBeRequired();
    expect(screen.queryByText('required')).not.toBeInTheDocument();
  });

  it('describes the field by its help, count, error and advisory texts, in that order', () => {
    render(
      <>
        <p id="outside">Shown in the trolley</p>
        <Textarea
          label="Note"
          help="Your shopper reads this."
          maxLength={50}
          showCount
          defaultValue="Ripe"
          error="Please keep it short."
          advisory="Notes are not checked for allergens."
          aria-describedby="outside"
        />
      </>,
    );
    const field = screen.getByRole('textbox', { name: 'Note' });
    expect(descriptions(field)).toEqual([
      'Your shopper reads this.',
      '46/50 characters left',
      'Please keep it short.',
      'Notes are not checked for allergens.',
      'Shown in the trolley',
    ]);
    expect(field).toHaveAccessibleDescription(
      'Your shopper reads this. 46/50 characters left Please keep it short. Notes are not checked for allergens. Shown in the trolley',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('is not invalid without an error', () => {
    render(<Textarea label="Note" />);
    expect(screen.getByRole('textbox', { name: 'Note' })).not.toHaveAttribute('aria-invalid');
  });

  it('keeps a polite live region for advisory texts, empty until there is one', () => {
    const { rerender } = render(<Textarea label="List" advisory="" />);
    const field = screen.getByRole('textbox', { name: 'List' });
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    expect(field).not.toHaveAttribute('aria-describedby');
    rerender(<Textarea label="List" advisory="Item limit reached" />);
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Item limit reached');
    expect(field).toHaveAccessibleDescription('Item limit reached');
  });

  it('keeps an id it is given', () => {
    render(<Textarea id="note" label="Note" help="Help" />);
    const field = screen.getByRole('textbox', { name: 'Note' });
    expect(field).toHaveAttribute('id', 'note');
    expect(descriptionIds(field)).toEqual(['note-help']);
  });

  it('renders its texts as text, never as markup', () => {
    render(<Textarea label="Note" help="<b>bold</b>" defaultValue="<img src=x onerror=alert(1)>" />);
    expect(screen.getByText('<b>bold</b>')).toBeInTheDocument();
    expect(document.querySelector('b, img')).toBeNull();
  });

  it('has no axe violations in any state', async () => {
    const { container } = render(
      <>
        <Textarea label="Plain" />
        <Textarea label="Hidden label" hideLabel placeholder="Type here" />
        <Textarea label="Required" requirement="required" help="Help" />
        <Textarea label="Optional" requirement="optional" maxLength={10} showCount />
        <Textarea label="Invalid" error="Something is wrong" />
        <Textarea label="Advisory" advisory="Item limit reached" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
