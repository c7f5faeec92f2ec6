import { useState } from 'react';
import { useStore } from 'jotai';
import { useHeaderConfig } from '../../lib/header-config.tsx';
import { reloadPage } from '../../lib/navigate.ts';
import { sessionClientFor } from '../../shopping/session-client.ts';
import { ErrorModal } from '../../ui/error-modal.tsx';
import { Modal } from '../../ui/modal.tsx';
import { ModalButtons } from '../../ui/modal-buttons.tsx';
import { cancelAmendOrder } from './api/cancel-amend-order.ts';
import styles from './discard-changes.module.css';

type Props = {
  readonly isOpen: boolean;
  readonly customerOrderId: string;
  /** The shopper chose to keep amending: nothing is sent. */
  readonly onKeepAmending: () => void;
};

type Phase = 'confirm' | 'discarding' | 'failed';

/**
 * The cancel-changes confirmation (spec section 4): confirming cancels the
 * amend (cancelAmendOrder) and reloads the page, which then shows the order as
 * placed. A refusal or a failed call shows the generic error modal, whose OK
 * reloads too. Loaded on demand, with ky, from the amend bar.
 */
export function DiscardChanges({ isOpen, customerOrderId, onKeepAmending }: Props) {
  const config = useHeaderConfig();
  const store = useStore();
  const [phase, setPhase] = useState<Phase>('confirm');
  const discarding = phase === 'discarding';

  const discard = async () => {
    setPhase('discarding');
    try {
      const failures = await cancelAmendOrder(sessionClientFor(config, store), {
        graphBase: config.props.services.graph ?? config.props.services.api,
        customerOrderId,
      });
      if (failures.length === 0) {
        reloadPage();
        return;
      }
      config.logger.error('Cancel amend order was refused', {
        failures: failures.map((failure) => `${failure.type}: ${failure.message}`).join('; '),
      });
    } catch (error) {
      config.logger.error('Error cancelling the amend order', {
        message: error instanceof Error ? error.message : String(error),
      });
    }
    setPhase('failed');
  };

  return (
    <>
      <Modal
        isOpen={isOpen && phase !== 'failed'}
        title="Discard your changes?"
        trackingId="cancel-amend-confirmation"
        // While the call is on its way the shopper waits for it: no dismissing.
        closable={!discarding}
        onRequestClose={onKeepAmending}
      >
        <p className={styles.body}>
          Your order will go back to how it was when you placed it, and the changes you have made since will be lost.
        </p>
        <ModalButtons
          buttons={[
            // Discarding reloads the page when it is done: the modal stays until then.
            {
              text: 'Yes, discard changes',
              value: 'discard',
              state: discarding ? 'waiting' : 'idle',
              closeOnClick: false,
            },
            { text: 'Keep amending', value: 'keep', theme: 'secondary', disabled: discarding },
          ]}
          onButton={(value) => {
            if (value === 'discard') void discard();
          }}
          onClose={onKeepAmending}
        />
      </Modal>
      <ErrorModal isOpen={phase === 'failed'} trackingId="cancel-amend-failed" />
    </>
  );
}
