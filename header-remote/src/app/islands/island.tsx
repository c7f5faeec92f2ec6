import { createContext, Suspense, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { Provider, useStore, type createStore } from 'jotai';
import { lazyControls } from './controls-loader.ts';
import type { ControlName, Controls } from './controls.ts';
import { snapshotUntilLive } from './snapshot-store.ts';
import styles from './islands.module.css';

type Store = ReturnType<typeof createStore>;

/** On each control's place in the header; `…-live` once its code has hydrated or rendered it. */
export const ISLAND_ATTRIBUTE = 'data-header-island';
export const ISLAND_LIVE_ATTRIBUTE = 'data-header-island-live';

/** The controls' code, when the header has it from the start (a header rendered in the browser, stories, tests). */
const EagerControlsContext = createContext<Controls | null>(null);
/** The server's state, while a server-rendered header hydrates: late controls read it until they are live. */
const ServerSnapshotContext = createContext<Store | null>(null);

export function EagerControls({ controls, children }: { readonly controls: Controls; readonly children: ReactNode }) {
  return <EagerControlsContext value={controls}>{children}</EagerControlsContext>;
}

export function ServerSnapshot({ store, children }: { readonly store: Store; readonly children: ReactNode }) {
  return <ServerSnapshotContext value={store}>{children}</ServerSnapshotContext>;
}

function Live({ onLive, children }: { readonly onLive: () => void; readonly children: ReactNode }) {
  // Before the passive effects, where the control's atoms subscribe and compare with the store.
  useLayoutEffect(onLive, [onLive]);
  return children;
}

/**
 * One of the closed header's controls (decision 026). Where the server rendered the header, the
 * browser leaves the control's HTML as the server sent it (links and forms work) until its code
 * loads on the shopper's intent, then hydrates it; elsewhere it renders the control at once.
 */
export function Island({ name }: { readonly name: ControlName }) {
  const eager = useContext(EagerControlsContext);
  const snapshot = useContext(ServerSnapshotContext);
  const liveStore = useStore();
  const [store] = useState(() => (snapshot ? snapshotUntilLive(liveStore, snapshot) : undefined));
  const [live, setLive] = useState(false);
  const [onLive] = useState(() => () => {
    store?.goLive();
    setLive(true);
  });
  const Control = eager?.[name] ?? lazyControls[name];
  return (
    <div className={styles.island} {...{ [ISLAND_ATTRIBUTE]: name }} {...(live ? { [ISLAND_LIVE_ATTRIBUTE]: '' } : {})}>
      <Suspense fallback={null}>
        <Provider store={store ?? liveStore}>
          <Live onLive={onLive}>
            <Control />
          </Live>
        </Provider>
      </Suspense>
    </div>
  );
}
