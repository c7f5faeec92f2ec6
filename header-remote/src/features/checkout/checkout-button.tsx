import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { CheckoutDisabledMessage } from '@grocer/shared-contracts/domain';
import { useHeaderConfig } from '../../lib/header-config.tsx';
import { navigateTo } from '../../lib/navigate.ts';
import { usePageUrl } from '../../lib/page-url.ts';
import { useIntent } from '../../navigation/use-intent.ts';
import { authStateAtom } from '../../shopping/auth-state.ts';
import { shoppingContextAtom, slotStateAtom, trolleyStateAtom } from '../../shopping/shopping-state.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorBoundary } from '../../ui/error-boundary.tsx';
import { retryableLazy, useLazyPiece } from '../../ui/use-lazy-piece.ts';
import { checkoutButtonView } from './checkout-button-view.ts';
import { loadInstantCheckoutChoice } from './load-instant-checkout-choice.ts';
import { useNoteVisibility } from './use-note-visibility.ts';
import { NoScriptForm } from '../../ui/no-script-form.tsx';
import styles from './checkout-button.module.css';
// Its lazy piece's styles come with the closed header: the server renders the piece, and its HTML
// must be styled before the piece's script arrives (a late stylesheet would move the page).
import './disabled-note.module.css';

/** The instant checkout choice: asked for on intent (100 ms on the button) or the press. */
const lazyChoice = retryableLazy(loadInstantCheckoutChoice, (module) => module.InstantCheckoutChoice);

/** The note under a disabled button: a chunk of its own, loaded only once checkout is disabled with a reason. */
const DisabledNote = lazy(() =>
  import(/* webpackChunkName: "checkout-note" */ './disabled-note.tsx').then((module) => ({
    default: module.DisabledNote,
  })),
);

/**
 * Until the note arrives (or if it cannot), the reason still describes the
 * button, unseen. `display: none !important`, so no page style can show it (a
 * class, not an inline style: the server's HTML runs under a CSP that refuses
 * style attributes).
 */
function UnseenReason({ id, message }: { readonly id: string; readonly message: CheckoutDisabledMessage }) {
  return (
    <span id={id} hidden className={styles.unseen}>
      {message.title ? `${message.title} ` : null}
      {message.text}
    </span>
  );
}

type CheckoutButtonProps = {
  /** The page's path; the browser's by default (the host's pages are full page loads). Stories pass one. */
  readonly currentPath?: string;
};

/**
 * The masthead's "Checkout" (spec sections 4 and 5): where it goes follows the
 * trolley and the slot; when checkout is not possible it is disabled but
 * focusable, described by the reason, shown under it. An amending shopper
 * who may check out instantly is offered the choice first.
 */
export function CheckoutButton({ currentPath }: CheckoutButtonProps) {
  const { logger, emit } = useHeaderConfig();
  const pagePath = usePageUrl()?.pathname ?? '';
  const view = checkoutButtonView({
    auth: useAtomValue(authStateAtom),
    context: useAtomValue(shoppingContextAtom),
    trolley: useAtomValue(trolleyStateAtom),
    slot: useAtomValue(slotStateAtom),
    path: currentPath ?? pagePath,
  });
  const noteId = useId();
  const note = useNoteVisibility();
  const [choice, setChoice] = useState<{ readonly normalPath: string; readonly isOpen: boolean } | null>(null);
  // The choice could not load: the shopper still checks out, the normal way.
  const [Choice, choiceFailed] = useLazyPiece(
    lazyChoice,
    { message: 'The instant checkout choice failed to load', code: 'instant_checkout_choice_failed' },
    () => {
      const normalPath = choice?.normalPath;
      setChoice(null);
      if (normalPath) navigateTo(normalPath);
    },
  );
  const choiceIntent = useIntent(lazyChoice.preload);

  const disabled = view.status === 'ready' && view.disabled.disabled ? view.disabled : null;
  const message = disabled?.message;
  const hideNote = note.hide;
  // A reason that no longer applies (the trolley changed) must not come back on its own later.
  useEffect(() => {
    if (!message) hideNote();
  }, [message, hideNote]);

  if (view.status === 'hidden') return null;
  const offersChoice = view.status === 'ready' && view.target.kind === 'instant-checkout-choice';

  // Where a press leads when no script runs: only a button that may check out goes anywhere.
  const noScriptPath =
    view.status === 'ready' && !disabled
      ? view.target.kind === 'navigate'
        ? view.target.path
        : view.target.normalPath
      : undefined;

  const checkOut = () => {
    if (view.status !== 'ready') return;
    const { target } = view;
    if (target.kind === 'navigate') navigateTo(target.path);
    else setChoice({ normalPath: target.normalPath, isOpen: true });
  };

  return (
    <div className={styles.checkout} data-state={disabled ? 'disabled' : view.status}>
      {/* Without script the button goes where checking out leads; with it, the press decides (the choice). */}
      <NoScriptForm action={noScriptPath}>
        <Button
          className={styles.button}
          width="fit"
          type={noScriptPath ? 'submit' : 'button'}
          state={view.status === 'waiting' ? 'waiting' : 'idle'}
          disabled={disabled !== null}
          focusableWhenDisabled
          aria-describedby={message ? noteId : undefined}
          aria-haspopup={offersChoice ? 'dialog' : undefined}
          onClick={(event) => {
            event.preventDefault();
            checkOut();
          }}
          onDisabledPress={message ? note.show : undefined}
          {...(message ? note.trigger : offersChoice ? choiceIntent : {})}
        >
          Checkout
        </Button>
      </NoScriptForm>
      {message ? (
        <ErrorBoundary
          fallback={<UnseenReason id={noteId} message={message} />}
          onError={(error) => {
            logger.error('The checkout note failed to load', { error: String(error) });
            emit('header_error', { code: 'checkout_note_failed', message: String(error) });
          }}
        >
          <Suspense fallback={<UnseenReason id={noteId} message={message} />}>
            <DisabledNote id={noteId} message={message} open={note.open} {...note.note} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
      {choice ? (
        <ErrorBoundary fallback={null} onError={choiceFailed}>
          <Suspense fallback={null}>
            <Choice
              isOpen={choice.isOpen}
              normalPath={choice.normalPath}
              onClose={() => setChoice((current) => current && { ...current, isOpen: false })}
            />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </div>
  );
}
