import { useEffect, useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OnHeaderEvent } from '@grocer/shared-contracts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { HeaderRoot } from '../testing/header-under-test.tsx';
import { withDialogs } from '../testing/with-dialogs.ts';
import { ModalPage, type ModalPageProps } from '../testing/modal-page.tsx';
import { Modal } from './modal.tsx';

// The modal's states and tracking, with jsdom's stand-in for the dialog; what the browser does with
// it (focus kept in, Escape, the backdrop, the inert page) is checked in Chromium: modal.browser.test.tsx.
beforeEach(withDialogs);

async function openModal(props: ModalPageProps = {}) {
  const user = userEvent.setup();
  render(<ModalPage {...props} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Checkout' });
  /** How the shopper closes it here: Escape and the backdrop are the browser's. */
  const close = () => user.click(screen.getByRole('button', { name: 'Close' }));
  return { user, opener, dialog, close };
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<ModalPage />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a dialog named by its title, headed by it', async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveProperty('open', true);
    expect(screen.getByRole('heading', { level: 2, name: 'Checkout' })).toBeInTheDocument();
  });

  it('goes from open to after-open once shown', async () => {
    const onAfterOpen = vi.fn();
    const { dialog } = await openModal({ onAfterOpen });
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'after-open'));
    // Told in an effect after the commit that shows it: a CI run read it between the two.
    await waitFor(() => expect(onAfterOpen).toHaveBeenCalledTimes(1));
  });

  it('closes with its close button, and from inside', async () => {
    const { user, opener, close } = await openModal();
    await close();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('passes through before-close for its close timeout, then closes', async () => {
    const onAfterClose = vi.fn();
    const { close, dialog } = await openModal({ closeTimeoutMS: 100, onAfterClose });
    await close();
    expect(dialog).toHaveAttribute('data-state', 'before-close');
    expect(onAfterClose).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(onAfterClose).toHaveBeenCalledTimes(1));
  });

  it('stays closed when its owner closes it before it has finished opening', async () => {
    // Closed from outside React's act (as a network answer would), right after
    // opening: the pending after-open frame must not bring it back.
    function ClosesItself() {
      const [isOpen, setOpen] = useState(true);
      useEffect(() => {
        const timer = setTimeout(() => setOpen(false), 0);
        return () => clearTimeout(timer);
      }, []);
      return (
        <Modal title="Brief" isOpen={isOpen} onRequestClose={() => setOpen(false)}>
          <button type="button">Inside</button>
        </Modal>
      );
    }
    render(<ClosesItself />);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no axe violations when open', async () => {
    const { dialog } = await openModal();
    await expectNoAxeViolations(document.body);
    await expectNoAxeViolations(dialog);
  });
});

describe('Modal tracking (spec section 4: open and close are tracked)', () => {
  function TrackedPage(props: ModalPageProps & { readonly onEvent?: OnHeaderEvent }) {
    const { onEvent, ...modalProps } = props;
    return (
      <HeaderRoot input={{ onEvent }}>
        <ModalPage {...modalProps} />
      </HeaderRoot>
    );
  }

  it('sends modal_open once shown and modal_close once closed, named by its tracking id', async () => {
    const onEvent = vi.fn<OnHeaderEvent>();
    const user = userEvent.setup();
    render(<TrackedPage trackingId="promo-code" onEvent={onEvent} />);
    const modalEvents = () => onEvent.mock.calls.filter(([name]) => name === 'analytics');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() =>
      expect(modalEvents()).toEqual([['analytics', { name: 'modal_open', data: { modal: 'promo-code' } }]]),
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(modalEvents()).toEqual([
      ['analytics', { name: 'modal_open', data: { modal: 'promo-code' } }],
      ['analytics', { name: 'modal_close', data: { modal: 'promo-code' } }],
    ]);
    expect(onEvent).not.toHaveBeenCalledWith('header_error', expect.anything());
  });

  it('reports an error when an error-severity modal opens', async () => {
    const onEvent = vi.fn<OnHeaderEvent>();
    const user = userEvent.setup();
    render(<TrackedPage trackingId="payment-failed" severity="error" onEvent={onEvent} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() =>
      expect(onEvent).toHaveBeenCalledWith('header_error', {
        code: 'error_modal',
        message: 'payment-failed: Checkout',
      }),
    );
    expect(onEvent.mock.calls.filter(([name]) => name === 'header_error')).toHaveLength(1);
  });

  it('sends nothing without a tracking id', async () => {
    const onEvent = vi.fn<OnHeaderEvent>();
    const user = userEvent.setup();
    render(<TrackedPage onEvent={onEvent} />);
    const dialog = await (async () => {
      await user.click(screen.getByRole('button', { name: 'Open' }));
      return screen.getByRole('dialog', { name: 'Checkout' });
    })();
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'after-open'));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onEvent.mock.calls.filter(([name]) => name === 'analytics' || name === 'header_error')).toEqual([]);
  });

  it('works outside a mounted header too, sending nothing', async () => {
    const { dialog, close } = await openModal({ trackingId: 'promo-code', severity: 'error' });
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'after-open'));
    await close();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
