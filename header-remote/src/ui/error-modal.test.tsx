import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OnHeaderEvent } from '@grocer/shared-contracts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { HeaderRoot } from '../testing/header-under-test.tsx';
import { withDialogs } from '../testing/with-dialogs.ts';
import { reloadPage } from '../lib/navigate.ts';
import { ErrorModal } from './error-modal.tsx';

vi.mock('../lib/navigate.ts', () => ({ navigateTo: vi.fn(), reloadPage: vi.fn() }));

const TITLE = "Sorry, we're experiencing an unexpected error.";
const BODY =
  'These problems are normally temporary. Please refresh the page, restart your browser or try again a little later.';

/** A page whose action fails: its button opens the error modal, as a feature would. */
function FailingPage({ onOk }: { readonly onOk?: () => void }) {
  const [failed, setFailed] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setFailed(true)}>
        Try it
      </button>
      <ErrorModal
        isOpen={failed}
        trackingId="try-it-failed"
        onOk={
          onOk
            ? () => {
                onOk();
                setFailed(false);
              }
            : undefined
        }
      />
    </>
  );
}

async function openErrorModal(onOk?: () => void) {
  const onEvent = vi.fn<OnHeaderEvent>();
  const user = userEvent.setup();
  render(
    <HeaderRoot input={{ onEvent }}>
      <FailingPage onOk={onOk} />
    </HeaderRoot>,
  );
  const opener = screen.getByRole('button', { name: 'Try it' });
  await user.click(opener);
  return { user, onEvent, opener, dialog: screen.getByRole('dialog', { name: TITLE }) };
}

// Escape, the backdrop and focus kept on OK are the browser's: error-modal.browser.test.tsx.
beforeEach(withDialogs);
beforeEach(() => vi.mocked(reloadPage).mockClear());

describe('ErrorModal (spec section 8)', () => {
  it('says the spec texts, with OK focused', async () => {
    const { dialog } = await openErrorModal();
    expect(screen.getByRole('heading', { name: TITLE })).toBeInTheDocument();
    expect(dialog).toHaveTextContent(BODY);
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
  });

  it('has no close button', async () => {
    await openErrorModal();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('reloads the page on OK', async () => {
    const { user } = await openErrorModal();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('gives focus back to what had it, if its owner closes it', async () => {
    const onOk = vi.fn();
    const { user, opener } = await openErrorModal(onOk);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onOk).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('is tracked, and reports an error when it opens', async () => {
    const { onEvent } = await openErrorModal();
    await waitFor(() =>
      expect(onEvent).toHaveBeenCalledWith('analytics', { name: 'modal_open', data: { modal: 'try-it-failed' } }),
    );
    expect(onEvent).toHaveBeenCalledWith('header_error', { code: 'error_modal', message: `try-it-failed: ${TITLE}` });
  });

  it('has no axe violations', async () => {
    await openErrorModal();
    await expectNoAxeViolations(document.body);
  });
});
