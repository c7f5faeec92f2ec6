import { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { appendHostPage } from '../../../test-support/host-page.ts';
import { ModalPage, type ModalPageProps } from '../testing/modal-page.tsx';
import { Modal } from './modal.tsx';

// Real key presses and clicks (Playwright's), so what answers them is Chromium's own dialog.

async function openModal(props: ModalPageProps = {}) {
  render(<ModalPage {...props} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await userEvent.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
  return { opener, dialog };
}

/** A click on the backdrop: the page's top left corner, outside the dialog. */
const clickBackdrop = () => userEvent.click(document.documentElement, { position: { x: 4, y: 4 }, force: true });

let host: HTMLElement;
beforeEach(() => {
  host = appendHostPage();
});
afterEach(() => host.remove());

describe('Modal, in the browser', () => {
  it('opens as a modal named by its title, focus on its first control', async () => {
    const { dialog } = await openModal();
    expect(dialog.matches(':modal')).toBe(true);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('focuses what it is told to on opening', async () => {
    function WithInitialFocus() {
      const [isOpen, setOpen] = useState(false);
      const ref = useRef<HTMLInputElement>(null);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <Modal title="Note" isOpen={isOpen} onRequestClose={() => setOpen(false)} initialFocusRef={ref}>
            <label>
              Note <input ref={ref} />
            </label>
          </Modal>
        </>
      );
    }
    render(<WithInitialFocus />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab off the page behind', async () => {
    const { dialog } = await openModal();
    const order = [
      screen.getByRole('textbox', { name: 'Promo code' }),
      screen.getByRole('button', { name: 'Apply' }),
      screen.getByRole('button', { name: 'Done' }),
    ];
    for (const element of order) {
      await userEvent.tab();
      expect(element).toHaveFocus();
    }
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveFocus();
    // Past either end focus goes to the browser's own controls, never to the page behind.
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement === document.body || dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape, gives focus back to the opener, and keeps the Escape from the page', async () => {
    const pageEscape = vi.fn();
    document.addEventListener('keydown', pageEscape);
    const { opener } = await openModal();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(pageEscape).not.toHaveBeenCalled();
    document.removeEventListener('keydown', pageEscape);
  });

  it('makes the page behind inert, the host page too, and gives it back on close', async () => {
    const { opener } = await openModal({ closeOnOverlayClick: false });
    const close = screen.getByRole('button', { name: 'Close' });
    const hostLink = screen.getByRole('link', { name: 'Host offers' });
    for (const outside of [hostLink, opener, screen.getByRole('button', { name: 'Before' })]) {
      outside.focus();
      expect(close).toHaveFocus();
    }
    const before = vi.fn();
    screen.getByRole('button', { name: 'Before' }).addEventListener('click', before);
    await userEvent.click(screen.getByRole('button', { name: 'Before' }), { force: true });
    expect(before).not.toHaveBeenCalled();

    await userEvent.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    hostLink.focus();
    expect(hostLink).toHaveFocus();
  });

  it('closes on a click on the backdrop, not on a click inside', async () => {
    const { dialog } = await openModal();
    await userEvent.click(screen.getByRole('heading', { name: 'Checkout' }));
    expect(dialog).toBeInTheDocument();
    await clickBackdrop();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on a backdrop click when that is not allowed', async () => {
    await openModal({ closeOnOverlayClick: false });
    await clickBackdrop();
    expect(screen.getByRole('dialog', { name: 'Checkout' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cannot be dismissed when not closable: no close button, Escape or backdrop', async () => {
    const { dialog } = await openModal({ closable: false });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveFocus();
    // Twice: a browser lets a page refuse only one Escape between two presses.
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Escape}');
    await clickBackdrop();
    expect(dialog).toBeVisible();
    expect(dialog.matches(':modal')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stops the page scrolling while open, and lets it scroll again after', async () => {
    const { opener } = await openModal();
    expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(opener).toHaveFocus();
    expect(getComputedStyle(document.documentElement).overflow).toBe('visible');
  });
});
