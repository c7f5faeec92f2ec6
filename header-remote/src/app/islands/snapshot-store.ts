import type { createStore } from 'jotai';

type Store = ReturnType<typeof createStore>;

/** A store that reads the server's state until `goLive()`, then the header's live store. */
export type SnapshotStore = Store & { goLive(): void };

/**
 * What a control hydrating late reads: the state the server rendered it with, so its first render
 * equals the server's HTML even when the header's store has moved on meanwhile (an item added to
 * the trolley before the shopper came near the header). Once it has hydrated, `goLive()` switches
 * it to the live store; its subscriptions then find the live value differs and render it. Writes
 * and subscriptions always go to the live store.
 */
export function snapshotUntilLive(live: Store, snapshot: Store): SnapshotStore {
  let isLive = false;
  return {
    get: (atom) => (isLive ? live : snapshot).get(atom),
    set: (atom, ...args) => live.set(atom, ...args),
    sub: (atom, listener) => live.sub(atom, listener),
    goLive: () => {
      isLive = true;
    },
  };
}

/**
 * The header's live store while its late controls have not hydrated: any change of state (the page
 * changed the trolley, the browser loaded what the server could not) calls `onWrite`, which brings
 * their code, so the server's HTML of a control never shows a state that has passed.
 */
export function notifyingWrites(store: Store, onWrite: () => void): Store {
  return {
    get: (atom) => store.get(atom),
    set: (atom, ...args) => {
      onWrite();
      return store.set(atom, ...args);
    },
    sub: (atom, listener) => store.sub(atom, listener),
  };
}
