import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ERROR_MODAL_TEXTS, ErrorModal } from './error-modal.tsx';

/** A page whose action fails: its button opens the error modal, as a feature would. */
function FailingPage({ onOk }: { readonly onOk: () => void }) {
  const [failed, setFailed] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setFailed(true)}>
        Try it
      </button>
      <ErrorModal isOpen={failed} onOk={onOk} />
    </>
  );
}

it('must be answered (spec section 8): Escape, the backdrop and Tab leave it open with focus on OK', async () => {
  const onOk = vi.fn();
  render(<FailingPage onOk={onOk} />);
  const opener = screen.getByRole('button', { name: 'Try it' });
  await userEvent.click(opener);
  const dialog = await screen.findByRole('dialog', { name: ERROR_MODAL_TEXTS.title });
  const ok = screen.getByRole('button', { name: 'OK' });
  expect(ok).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  await userEvent.keyboard('{Escape}');
  await userEvent.click(document.documentElement, { position: { x: 4, y: 4 }, force: true });
  expect(dialog).toBeVisible();
  expect(ok).toHaveFocus();
  opener.focus();
  expect(ok).toHaveFocus();
  await userEvent.click(ok);
  expect(onOk).toHaveBeenCalledTimes(1);
});
