import { useState } from 'react';
import type { HeaderInitialState, HeaderPropsInput } from '@grocer/shared-contracts';
import type { MenuItem } from '../navigation/menu-items.ts';
import { storeWithInitialState } from '../shopping/initial-state.ts';
import { HeaderFrame } from './header-frame.tsx';
import { HeaderRoot } from './header-root.tsx';
import { ServerSnapshot } from './islands/island.tsx';
import { notifyingWrites } from './islands/snapshot-store.ts';

type PreloadedHeaderProps = {
  readonly input: HeaderPropsInput;
  /** What the server knew about the shopper. */
  readonly state: HeaderInitialState;
  /**
   * The server's taxonomy, for the crawler links in its HTML; never in the
   * state the browser hydrates with (the browser keeps the server's list).
   */
  readonly serverTaxonomy?: readonly MenuItem[] | undefined;
  /**
   * The browser hydrating the server's HTML (the server leaves it out): the controls that hydrate
   * later read the server's state until they are live, and a change of state calls `onStateChange`,
   * which brings their code (decision 026).
   */
  readonly hydrating?: { readonly onStateChange: () => void };
};

/**
 * The header starting from what the server knew: the server renders this, and
 * the browser hydrates the server's HTML with it and the same state, so both
 * first renders are the same. It then loads only what the server did not.
 */
export function PreloadedHeader({ input, state, serverTaxonomy, hydrating }: PreloadedHeaderProps) {
  const [store] = useState(() => {
    const live = storeWithInitialState(state, serverTaxonomy);
    return hydrating ? notifyingWrites(live, hydrating.onStateChange) : live;
  });
  const [snapshot] = useState(() => (hydrating ? storeWithInitialState(state, serverTaxonomy) : undefined));
  return (
    <HeaderRoot input={input} store={store}>
      {snapshot ? (
        <ServerSnapshot store={snapshot}>
          <HeaderFrame />
        </ServerSnapshot>
      ) : (
        <HeaderFrame />
      )}
    </HeaderRoot>
  );
}
