import { formatMoney, formatTrolleyCount } from '@grocer/shared-contracts/domain';
import { isSignedInDisplay, type AuthState } from '../../shopping/auth-state.ts';
import type { ShoppingContextState, TrolleyState } from '../../shopping/shopping-state.ts';

/**
 * What the trolley summary shows, as one finite state:
 * - `signed-out`: a plain "Trolley" link (guests have no trolley: it belongs to an order);
 * - `loading`: the first load, before any totals;
 * - `loaded`: count and total; `updating` while a page changes the trolley;
 * - `error`: the cost text reads "Trolley" (spec section 8).
 */
export type TrolleySummaryView =
  | { readonly status: 'signed-out' | 'loading' | 'error' }
  | { readonly status: 'loaded'; readonly count: string; readonly cost: string; readonly updating: boolean };

const EMPTY = { status: 'loaded', count: '0', cost: formatMoney(0), updating: false } as const;

export function trolleySummaryView(
  auth: AuthState,
  context: ShoppingContextState,
  trolley: TrolleyState,
): TrolleySummaryView {
  if (!isSignedInDisplay(auth)) return { status: 'signed-out' };
  switch (trolley.status) {
    case 'loaded': {
      const { itemCount, totals } = trolley.summary;
      if (!totals) return { ...EMPTY, updating: trolley.updating };
      return {
        status: 'loaded',
        count: formatTrolleyCount(itemCount),
        cost: formatMoney(totals.totalEstimatedCost.amount),
        updating: trolley.updating,
      };
    }
    case 'error':
      return { status: 'error' };
    case 'loading':
      return { status: 'loading' };
    case 'idle':
      // A signed-in shopper with no order yet has an empty trolley; otherwise it is on its way.
      return auth.initialised && context.status === 'loaded' && context.context.customerOrderId === ''
        ? EMPTY
        : { status: 'loading' };
  }
}

/**
 * The link's name: "3 Total £12.50, Trolley, 3 items". It starts with what the
 * link shows, word for word (the count, "Total" and the cost: WCAG 2.5.3, so
 * speech users can say what they see), then says what the figures are.
 */
export function trolleySummaryName(view: TrolleySummaryView): string {
  switch (view.status) {
    case 'loaded':
      return `${view.count} Total ${view.cost}, Trolley, ${view.count} ${view.count === '1' ? 'item' : 'items'}`;
    case 'loading':
      return 'Total, Trolley, loading';
    default:
      return 'Trolley';
  }
}

/** What a change of the loaded figures says: "Trolley updated: 4 items, total £49.00". */
export function trolleyChangeMessage(view: TrolleySummaryView & { readonly status: 'loaded' }): string {
  return `Trolley updated: ${view.count} ${view.count === '1' ? 'item' : 'items'}, total ${view.cost}`;
}
