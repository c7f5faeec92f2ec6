import type { LoadState } from '../navigation-state.ts';

/**
 * Puts a load state into a store through the named actions, as the loaders
 * would have: stories and tests describe the state they want as a
 * `LoadState`, and the store gets it only the way the header itself can.
 */
export function seedLoad<T>(
  state: LoadState<T>,
  actions: {
    readonly started: () => void;
    readonly loaded: (value: T) => void;
    readonly failed: (error: string) => void;
  },
): void {
  if (state.status === 'loading') actions.started();
  else if (state.status === 'loaded') actions.loaded(state.value);
  else if (state.status === 'error') actions.failed(state.error);
}
