import { useState } from 'react';
import { dispatchHostEvent } from '@grocer/shared-contracts';
import { type ProductSummary } from '@grocer/shared-contracts/domain';
import { addItemToTrolley } from '../../api/add-item-to-trolley.ts';
import type { TrolleyContext } from '../products/add-to-trolley.tsx';
import layout from '../shared/page-layout.module.css';
import { forgetShopperSession, useShopperSession } from '../shared/use-shopper-session.ts';

type State =
  | { readonly status: 'idle' }
  | { readonly status: 'adding'; readonly done: number }
  | { readonly status: 'done'; readonly added: number; readonly failed: number }
  | { readonly status: 'signed-out' };

const items = (count: number) => (count === 1 ? '1 item' : `${count} items`);

/**
 * Adds one of each available product on the list, one after another, between one pair of the
 * trolley-update events the header listens for, and says how many went in. Signed out, it is a
 * link to sign in that comes back to the list.
 */
export function AddAllToTrolley({
  products,
  trolley,
}: {
  readonly products: readonly ProductSummary[];
  readonly trolley: TrolleyContext;
}) {
  const session = useShopperSession(trolley.servicesUrl ?? '');
  const [state, setState] = useState<State>({ status: 'idle' });
  const available = products.filter((product) => product.available);
  if (available.length === 0) return null;
  if (session.status === 'signed-out' || state.status === 'signed-out') {
    return (
      <p className={layout.message}>
        <a className={layout.link} href={trolley.loginUrl}>
          Sign in to add all {items(available.length)} to your trolley
        </a>
      </p>
    );
  }

  async function addAll() {
    if (session.status !== 'signed-in' || trolley.servicesUrl === undefined || state.status === 'adding') return;
    dispatchHostEvent('started_trolley_update', { source: trolley.source });
    let added = 0;
    let failed = 0;
    try {
      for (const product of available) {
        setState({ status: 'adding', done: added + failed });
        const result = await addItemToTrolley({
          servicesUrl: trolley.servicesUrl,
          token: session.session.token,
          productId: product.id,
        });
        if (result.outcome === 'signed-out') {
          forgetShopperSession();
          setState({ status: 'signed-out' });
          return;
        }
        if (result.outcome === 'added') added += 1;
        else failed += 1;
      }
      setState({ status: 'done', added, failed });
    } finally {
      dispatchHostEvent('finished_trolley_update', { source: trolley.source });
    }
  }

  let message = '';
  if (state.status === 'adding') message = `Adding… ${state.done} of ${available.length}`;
  if (state.status === 'done') {
    message = `Added ${items(state.added)} to your trolley.`;
    if (state.failed > 0) message += ` Sorry, we couldn't add ${items(state.failed)}.`;
  }
  return (
    <div>
      <button
        type="button"
        className={layout.button}
        aria-disabled={session.status !== 'signed-in' || state.status === 'adding'}
        onClick={() => void addAll()}
      >
        Add all {items(available.length)} to trolley
      </button>
      <p role="status" className={layout.message}>
        {message}
      </p>
    </div>
  );
}
