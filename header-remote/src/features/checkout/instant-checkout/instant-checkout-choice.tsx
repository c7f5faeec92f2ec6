import { useStore } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useHeaderConfig } from '../../../lib/header-config.tsx';
import { navigateTo } from '../../../lib/navigate.ts';
import { ChoiceModal } from './choice-modal.tsx';
import { errorModalContent, type ErrorModalButton } from './error-modal-content.ts';
import type { PlaceFailure } from './place-failure.ts';
import { PlaceOrderErrorModal } from './place-order-error-modal.tsx';
import { reloadPage } from './reload-page.ts';
import type { InstantCheckoutOptions, InstantCheckoutOutcome } from './run-instant-checkout.ts';

const loadRun = () => import(/* webpackChunkName: "instant-checkout-run" */ './run-instant-checkout.ts');

type Phase =
  | { readonly kind: 'choosing' }
  | { readonly kind: 'placing' }
  /**
   * `placing`: placing again on the previous slot, from the ORDER_ORCHESTRATION_058 modal.
   * `attempt` tells one failure's modal from the next, even with the same code.
   */
  | { readonly kind: 'failed'; readonly failure: PlaceFailure; readonly placing: boolean; readonly attempt: number };

type Props = {
  readonly isOpen: boolean;
  /** Where the normal checkout journey goes (the interstitials, or checkout from them). */
  readonly normalPath: string;
  readonly onClose: () => void;
};

/**
 * The instant checkout choice (spec section 4) and, if placing fails, the
 * error modal for its code (section 8). Lazy-loaded by the checkout button.
 * An order is placed at most once per press: further presses while it is
 * being placed do nothing, and after success the shopper is taken to the
 * order confirmation.
 */
export function InstantCheckoutChoice({ isOpen, normalPath, onClose }: Props) {
  const store = useStore();
  const config = useHeaderConfig();
  const { emit } = config;
  const [phase, setPhase] = useState<Phase>({ kind: 'choosing' });
  // Closing leaves the last modal to close (and be tracked) as it is; opening again starts from the choice.
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen && phase.kind === 'failed' && !phase.placing) setPhase({ kind: 'choosing' });
  }
  // Set in the click handler itself, so a second click in the same frame (before a re-render) is ignored too.
  const placing = useRef(false);
  const attempts = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const place = (options: InstantCheckoutOptions = {}) => {
    if (placing.current) return;
    placing.current = true;
    setPhase((current) => (current.kind === 'failed' ? { ...current, placing: true } : { kind: 'placing' }));
    loadRun()
      .then(({ runInstantCheckout }) => runInstantCheckout(store, config, options))
      .catch((error: unknown): InstantCheckoutOutcome => {
        config.logger.error('Instant checkout could not load', { error: String(error) });
        return { kind: 'failed', failure: { key: 'UNKNOWN_ERROR', status: 0 } };
      })
      .then((outcome) => {
        // Placed: stay waiting until the confirmation page replaces this one (even if the header went meanwhile).
        if (outcome.kind === 'placed') return navigateTo(outcome.confirmationPath);
        placing.current = false;
        if (!mounted.current) return;
        attempts.current += 1;
        setPhase({ kind: 'failed', failure: outcome.failure, placing: false, attempt: attempts.current });
      });
  };

  const close = () => {
    if (!placing.current) onClose();
  };

  const onErrorButton = (failure: PlaceFailure, button: Exclude<ErrorModalButton, { kind: 'navigate' }>) => {
    if (button.kind === 'reload') reloadPage();
    else place({ keepPreviousSlot: { previousSlot: failure.previousSlot } });
  };

  const track = (name: 'modal_open' | 'modal_close', modal: string, code?: string) =>
    emit('analytics', { name, data: code ? { modal, code } : { modal } });

  return (
    <>
      <ChoiceModal
        isOpen={isOpen && phase.kind !== 'failed'}
        normalPath={normalPath}
        placing={phase.kind === 'placing'}
        onInstantCheckout={() => place()}
        onRequestClose={close}
        onAfterOpen={() => track('modal_open', 'instant-checkout-choice')}
        onAfterClose={() => track('modal_close', 'instant-checkout-choice')}
      />
      {phase.kind === 'failed' ? (
        <PlaceOrderErrorModal
          // A new failure is a new modal: opened, tracked and reported afresh.
          key={phase.attempt}
          isOpen={isOpen}
          content={errorModalContent(phase.failure)}
          placing={phase.placing}
          onButton={(button) => onErrorButton(phase.failure, button)}
          onRequestClose={close}
          onAfterOpen={() => {
            track('modal_open', 'instant-checkout-error', phase.failure.key);
            // An error-severity modal also reports the error (spec section 4, "Modals").
            emit('header_error', { code: 'instant_checkout_failed', message: phase.failure.key });
          }}
          onAfterClose={() => track('modal_close', 'instant-checkout-error', phase.failure.key)}
        />
      ) : null}
    </>
  );
}
