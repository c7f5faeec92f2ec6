import { useState } from 'react';
import { dispatchHostEvent } from '@grocer/shared-contracts';
import { type ProductSummary } from '@grocer/shared-contracts/domain';
import { addItemToTrolley } from '../../api/add-item-to-trolley.ts';
import { forgetShopperSession, useShopperSession } from '../shared/use-shopper-session.ts';
import styles from './product-card.module.css';

export type TrolleyContext = {
  readonly servicesUrl: string | undefined;
  /** Where "Sign in to add" goes: the login page with a redirect back here. */
  readonly loginUrl: string;
  /** Names the page in the trolley events, e.g. 'search-results'. */
  readonly source: string;
};

type Props = { readonly product: ProductSummary; readonly trolley: TrolleyContext };

type AddState =
  | { readonly status: 'idle' }
  | { readonly status: 'adding' }
  | { readonly status: 'added' }
  | { readonly status: 'failed'; readonly message: string };

const MESSAGES = {
  adding: 'Adding…',
  added: 'Added',
  signedOut: 'Please sign in again to add items.',
  failed: "Sorry, we couldn't add this item. Please try again.",
};

/**
 * Adds one of the product to the trolley, between the started and finished
 * trolley-update events the header listens for. Signed out, it is a link to
 * sign in that comes back to this page.
 */
export function AddToTrolley({ product, trolley }: Props) {
  const sessionState = useShopperSession(trolley.servicesUrl ?? '');
  const session = sessionState.status === 'signed-in' ? sessionState.session : undefined;
  const [state, setState] = useState<AddState>({ status: 'idle' });

  async function add() {
    if (!session || state.status === 'adding') return;
    if (trolley.servicesUrl === undefined) {
      setState({ status: 'failed', message: MESSAGES.failed });
      return;
    }
    setState({ status: 'adding' });
    dispatchHostEvent('started_trolley_update', { source: trolley.source });
    try {
      const result = await addItemToTrolley({
        servicesUrl: trolley.servicesUrl,
        token: session.token,
        productId: product.id,
      });
      switch (result.outcome) {
        case 'added':
          setState({ status: 'added' });
          break;
        case 'refused':
          setState({ status: 'failed', message: `Sorry, we couldn't add this item: ${result.failure.message}` });
          break;
        case 'signed-out':
          setState({ status: 'failed', message: MESSAGES.signedOut });
          forgetShopperSession();
          break;
        case 'failed':
          console.warn('[shell] add to trolley failed:', result.message);
          setState({ status: 'failed', message: MESSAGES.failed });
          break;
      }
    } finally {
      // Always: the header leaves its loading state and refreshes the totals.
      dispatchHostEvent('finished_trolley_update', { source: trolley.source });
    }
  }

  const message = state.status === 'idle' ? '' : state.status === 'failed' ? state.message : MESSAGES[state.status];
  // The accessible name starts with the visible words, then says which product (48 buttons share those words).
  const label = `${product.name}, ${product.size}`;
  return (
    <div className={styles.add}>
      {sessionState.status !== 'signed-out' ? (
        <button
          type="button"
          className={styles.addButton}
          // Until the token session is known the button waits, rather than flicker to "Sign in to add".
          aria-disabled={!session || state.status === 'adding'}
          aria-label={`Add to trolley: ${label}`}
          onClick={() => void add()}
        >
          Add to trolley
        </button>
      ) : (
        <a className={styles.signIn} href={trolley.loginUrl} aria-label={`Sign in to add: ${label}`}>
          Sign in to add
        </a>
      )}
      <p role="status" className={state.status === 'failed' ? styles.addError : styles.addStatus}>
        {message}
      </p>
    </div>
  );
}
