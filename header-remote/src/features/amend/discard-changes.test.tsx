import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OnHeaderEvent } from '@grocer/shared-contracts';
import { CANCEL_AMEND_ORDER_MUTATION } from '@grocer/shared-contracts/domain';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { HeaderRoot } from '../../testing/header-under-test.tsx';
import { requestClose, withDialogs } from '../../testing/with-dialogs.ts';
import { reloadPage } from '../../lib/navigate.ts';
import { fakeShoppingServices, respond, type Answer } from '../../shopping/testing/fake-shopping-services.ts';
import { AmendBar } from './amend-bar.tsx';
import { amendingStore } from './testing/amend-fixtures.ts';

vi.mock('../../lib/navigate.ts', () => ({ navigateTo: vi.fn(), reloadPage: vi.fn() }));

const API = 'https://api.fernleaf.example';

/** The services, answering cancelAmendOrder with `cancelAnswer`; everything else as the shared fake does. */
function servicesAnswering(cancelAnswer: Answer<unknown>) {
  const bodies: unknown[] = [];
  const fake = fakeShoppingServices({
    handlers: {
      'POST /graph/live': (request) => {
        if (request.url.searchParams.get('tag') !== 'cancel-amend-order') return respond(undefined);
        bodies.push(request.body);
        return respond(cancelAnswer);
      },
    },
  });
  vi.stubGlobal('fetch', fake.fetch);
  return { fake, bodies };
}

async function openConfirmation() {
  const onEvent = vi.fn<OnHeaderEvent>();
  const user = userEvent.setup();
  render(
    <HeaderRoot
      input={{ features: { sitePinBar: true }, services: { api: API }, clientLogging: false, onEvent }}
      store={amendingStore()}
    >
      <AmendBar />
    </HeaderRoot>,
  );
  // The bar itself loads lazily.
  const discard = await screen.findByRole('button', { name: 'Discard changes' });
  await user.click(discard);
  const dialog = await screen.findByRole('dialog', { name: 'Discard your changes?' });
  return { user, onEvent, discard, dialog };
}

const cancelled = { data: { cancelAmendOrder: { failures: [] } } };
const refused = {
  data: { cancelAmendOrder: { failures: [{ message: 'The order is not AMENDING', type: 'ORDER_NOT_AMENDING' }] } },
};

beforeEach(() => vi.mocked(reloadPage).mockClear());
beforeEach(withDialogs);
afterEach(() => vi.unstubAllGlobals());

describe('Discard changes (spec sections 4 and 7)', () => {
  it('asks for confirmation first, tracking the modal, and sends nothing yet', async () => {
    const { fake } = servicesAnswering(cancelled);
    const { dialog, onEvent } = await openConfirmation();
    expect(within(dialog).getByRole('button', { name: 'Keep amending' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Yes, discard changes' })).toBeInTheDocument();
    await waitFor(() =>
      expect(onEvent).toHaveBeenCalledWith('analytics', {
        name: 'modal_open',
        data: { modal: 'cancel-amend-confirmation' },
      }),
    );
    expect(fake.requests).toEqual([]);
    await expectNoAxeViolations(document.body);
  });

  it('cancels the amend with the shopper token, then reloads the page', async () => {
    const { fake, bodies } = servicesAnswering(cancelled);
    const { user, dialog } = await openConfirmation();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, discard changes' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(fake.requests).toEqual(['POST /graph/live?tag=cancel-amend-order']);
    const request = fake.sent[0] as Request;
    expect(new URL(request.url).searchParams.get('clientType')).toBe('WEB_APP');
    expect(request.headers.get('authorization')).toBe('Bearer sample-token-0123456789abcdef');
    expect(bodies).toEqual([
      {
        operationName: 'cancelAmendOrder',
        query: CANCEL_AMEND_ORDER_MUTATION,
        variables: { customerOrderId: '9100001' },
      },
    ]);
    expect(screen.queryByRole('dialog', { name: "Sorry, we're experiencing an unexpected error." })).toBeNull();
  });

  it('waits for the answer: the confirmation cannot be dismissed or sent twice', async () => {
    const { fake } = servicesAnswering(cancelled);
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answer = fake.fetch;
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      await gate;
      return answer(...args);
    });
    const { user, dialog } = await openConfirmation();
    const confirm = within(dialog).getByRole('button', { name: 'Yes, discard changes' });
    await user.click(confirm);
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(confirm).toHaveFocus();
    await user.click(confirm);
    await user.click(within(dialog).getByRole('button', { name: 'Keep amending' }));
    act(() => requestClose(dialog as HTMLDialogElement));
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    release();
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(fake.requests).toEqual(['POST /graph/live?tag=cancel-amend-order']);
  });

  it('keeps the amend when the shopper chooses to: nothing sent, focus back on Discard changes', async () => {
    const { fake } = servicesAnswering(cancelled);
    const { user, dialog, discard, onEvent } = await openConfirmation();
    await user.click(within(dialog).getByRole('button', { name: 'Keep amending' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(discard).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Amending your order' })).toBeInTheDocument();
    expect(fake.requests).toEqual([]);
    expect(reloadPage).not.toHaveBeenCalled();
    expect(onEvent).toHaveBeenCalledWith('analytics', {
      name: 'modal_close',
      data: { modal: 'cancel-amend-confirmation' },
    });
  });

  it('Escape keeps the amend too', async () => {
    const { fake } = servicesAnswering(cancelled);
    const { dialog } = await openConfirmation();
    act(() => requestClose(dialog as HTMLDialogElement));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.requests).toEqual([]);
  });

  it.each([
    ['the service refuses (failures)', refused],
    ['the call fails', { status: 500, body: { error: 'internal' } }],
    ['the answer has no result', { data: { cancelAmendOrder: null }, errors: [{ message: 'Not found' }] }],
  ])('shows the generic error modal when %s; its OK reloads', async (_case, answer) => {
    servicesAnswering(answer);
    const { user, dialog, onEvent } = await openConfirmation();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, discard changes' }));
    const error = await screen.findByRole('dialog', { name: "Sorry, we're experiencing an unexpected error." });
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument();
    expect(error).toHaveTextContent(
      'These problems are normally temporary. Please refresh the page, restart your browser or try again a little later.',
    );
    await waitFor(() => expect(within(error).getByRole('button', { name: 'OK' })).toHaveFocus());
    act(() => requestClose(error as HTMLDialogElement));
    expect(error).toBeInTheDocument();
    await waitFor(() =>
      expect(onEvent).toHaveBeenCalledWith('header_error', {
        code: 'error_modal',
        message: "cancel-amend-failed: Sorry, we're experiencing an unexpected error.",
      }),
    );
    expect(reloadPage).not.toHaveBeenCalled();
    await user.click(within(error).getByRole('button', { name: 'OK' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
