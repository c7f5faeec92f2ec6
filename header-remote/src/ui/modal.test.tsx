import { useEffect, useRef, useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { OnHeaderEvent } from '@grocer/shared-contracts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { appendHostPage, isInert } from '../../../test-support/inert.ts';
import { HeaderRoot } from '../testing/header-under-test.tsx';
import { Modal, type ModalProps } from './modal.tsx';

type HarnessProps = Partial<Omit<ModalProps, 'isOpen' | 'onRequestClose' | 'children'>>;

/** A page with a button that opens the modal, as a feature would use it. */
function Page(props: HarnessProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal title="Checkout" {...props} isOpen={isOpen} onRequestClose={() => setOpen(false)}>
        <label>
          Promo code <input />
        </label>
        <button type="button">Apply</button>
        <button type="button" onClick={() => setOpen(false)}>
          Done
        </button>
      </Modal>
    </>
  );
}

async function openModal(props: HarnessProps = {}) {
  const user = userEvent.setup();
  const view = render(<Page {...props} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Checkout' });
  return { user, opener, dialog, view };
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Page />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a modal dialog named by its title, with focus inside', async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Checkout' })).toBeInTheDocument();
    // The first thing Tab reaches: the close button.
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('takes focus a frame later when the page refuses it on opening', async () => {
    // As Chromium did while Storybook hid its root: the modal's first focus() left focus on the body.
    const focus = vi.spyOn(HTMLElement.prototype, 'focus').mockImplementationOnce(() => {});
    onTestFinished(() => focus.mockRestore());
    render(
      <Modal title="Checkout" isOpen onRequestClose={() => {}}>
        <button type="button">Done</button>
      </Modal>,
    );
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).not.toHaveFocus();
    await waitFor(() => expect(close).toHaveFocus());
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

  it('goes from open to after-open once shown', async () => {
    const onAfterOpen = vi.fn();
    const { dialog } = await openModal({ onAfterOpen });
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'after-open'));
    // Told in an effect after the commit that shows it: a CI run read it between the two.
    await waitFor(() => expect(onAfterOpen).toHaveBeenCalledTimes(1));
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onAfterClose = vi.fn();
    const { user, opener } = await openModal({ onAfterClose });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(onAfterClose).toHaveBeenCalledTimes(1);
  });

  it('closes with its close button, and from inside', async () => {
    const { user, opener } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a click on the overlay, not on a click inside', async () => {
    const { user, dialog } = await openModal();
    await user.click(screen.getByRole('heading', { name: 'Checkout' }));
    expect(dialog).toBeInTheDocument();
    const overlay = dialog.parentElement as HTMLElement;
    await user.click(overlay);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on an overlay click when that is not allowed', async () => {
    const { user, dialog } = await openModal({ closeOnOverlayClick: false });
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.getByRole('dialog', { name: 'Checkout' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cannot be dismissed when not closable: no close button, Escape or overlay', async () => {
    const { user, dialog } = await openModal({ closable: false });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.getByRole('dialog', { name: 'Checkout' })).toBeInTheDocument();
    // Its own buttons still close it.
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const order = [
      screen.getByRole('textbox', { name: 'Promo code' }),
      screen.getByRole('button', { name: 'Apply' }),
      screen.getByRole('button', { name: 'Done' }),
      close,
    ];
    for (const element of order) {
      await user.tab();
      expect(element).toHaveFocus();
    }
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    close.focus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
  });

  it('brings focus back in when something outside takes it', async () => {
    await openModal();
    act(() => screen.getByRole('button', { name: 'Before' }).focus());
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('locks page scrolling while open, and restores it after', async () => {
    document.body.style.overflow = 'scroll';
    const { user } = await openModal();
    // Once the dialog is painted (modal-scroll-lock.ts).
    await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });

  it('passes through before-close for its close timeout, then closes', async () => {
    const onAfterClose = vi.fn();
    const { user, dialog, opener } = await openModal({ closeTimeoutMS: 100, onAfterClose });
    await user.keyboard('{Escape}');
    expect(dialog).toHaveAttribute('data-state', 'before-close');
    expect(onAfterClose).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(onAfterClose).toHaveBeenCalledTimes(1));
    expect(opener).toHaveFocus();
  });

  it('unlocks scrolling and returns focus if it is removed while open', async () => {
    const { view, opener } = await openModal();
    await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));
    view.rerender(<button type="button">Something else</button>);
    expect(document.body.style.overflow).toBe('');
    expect(opener.isConnected).toBe(false);
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

describe('Modal: the page behind is out of reach while it is open', () => {
  let host: HTMLElement;
  beforeEach(() => {
    host = appendHostPage();
  });
  afterEach(() => host.remove());

  it("makes everything outside the dialog inert, the host page's own content too, and gives it back on close", async () => {
    const { user, dialog, opener } = await openModal();
    const hostLink = screen.getByRole('link', { name: 'Host offers' });
    // Once the dialog is painted (modal-inert.ts).
    await waitFor(() => expect(isInert(hostLink)).toBe(true));
    expect(isInert(opener)).toBe(true);
    expect(isInert(screen.getByRole('button', { name: 'Before' }))).toBe(true);
    expect(isInert(dialog)).toBe(false);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(isInert(hostLink)).toBe(false);
    expect(isInert(opener)).toBe(false);
    expect(opener).toHaveFocus();
    expect(document.querySelector('[inert]')).toBeNull();
  });

  it('leaves what the page had made inert itself as it was', async () => {
    host.setAttribute('inert', '');
    const { user } = await openModal();
    await waitFor(() => expect(isInert(screen.getByRole('button', { name: 'Before' }))).toBe(true));
    await user.keyboard('{Escape}');
    expect(host).toHaveAttribute('inert');
  });

  it('keeps the page inert until the last of two open modals closes, in either order', async () => {
    function TwoModals() {
      const [first, setFirst] = useState(false);
      const [second, setSecond] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setFirst(true)}>
            Open
          </button>
          <Modal title="First" isOpen={first} onRequestClose={() => setFirst(false)}>
            <button type="button" onClick={() => setSecond(true)}>
              Open second
            </button>
          </Modal>
          <Modal title="Second" isOpen={second} onRequestClose={() => setSecond(false)}>
            <button type="button" onClick={() => setFirst(false)}>
              Close the first
            </button>
          </Modal>
        </>
      );
    }
    const user = userEvent.setup();
    render(<TwoModals />);
    const hostLink = screen.getByRole('link', { name: 'Host offers' });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Open second' }));
    // The first modal is behind the second: inert too, while the second is not.
    await waitFor(() => expect(isInert(screen.getByRole('button', { name: 'Open second' }))).toBe(true));
    expect(isInert(screen.getByRole('dialog', { name: 'Second' }))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Close the first' }));
    expect(screen.queryByRole('dialog', { name: 'First' })).not.toBeInTheDocument();
    expect(isInert(hostLink)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(isInert(hostLink)).toBe(false);
    expect(document.querySelector('[inert]')).toBeNull();
  });
});

describe('Modal tracking (spec section 4: open and close are tracked)', () => {
  function TrackedPage(props: HarnessProps & { readonly onEvent?: OnHeaderEvent }) {
    const { onEvent, ...modalProps } = props;
    return (
      <HeaderRoot input={{ onEvent }}>
        <Page {...modalProps} />
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
    await user.keyboard('{Escape}');
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
    await user.keyboard('{Escape}');
    expect(onEvent.mock.calls.filter(([name]) => name === 'analytics' || name === 'header_error')).toEqual([]);
  });

  it('works outside a mounted header too, sending nothing', async () => {
    const { dialog, user } = await openModal({ trackingId: 'promo-code', severity: 'error' });
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'after-open'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
