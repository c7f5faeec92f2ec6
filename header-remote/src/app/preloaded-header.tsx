import { useState } from 'react';
import { parseHeaderProps, type HeaderInitialState, type HeaderPropsInput } from '@grocer/shared-contracts/domain';
import { preloadSearchIfFocused } from '../features/search/search-box.tsx';
import { createLogger } from '../lib/logger.ts';
import { askForTokenOnWake } from '../shopping/ask-for-token.ts';
import { EarlyHostEventsProvider, type TakeEarlyHostEvents } from '../shopping/early-host-events.tsx';
import { HeaderFrame } from './header-frame.tsx';
import { HeaderRoot } from './header-root.tsx';
import { storeWithInitialState, type ServerOnly } from './initial-store.ts';

type PreloadedHeaderProps = {
  readonly input: HeaderPropsInput;
  /** What the server knew about the shopper. */
  readonly state: HeaderInitialState;
  /**
   * Given by the server's render only. Its taxonomy is for the crawler links, which the browser
   * keeps as drawn; the state the browser hydrates with has only the menus' first level from it.
   */
  readonly server?: ServerOnly | undefined;
  /** In the browser: the page's trolley events that came before the header was live (decision 038). */
  readonly takeEarlyHostEvents?: TakeEarlyHostEvents | undefined;
};

/**
 * The header starting from what the server knew: the server renders this, and
 * the browser hydrates the server's HTML with it and the same state, so both
 * first renders are the same. It then loads only what the server did not.
 */
export function PreloadedHeader({ input, state, server, takeEarlyHostEvents }: PreloadedHeaderProps) {
  const [store] = useState(() => storeWithInitialState(state, server));
  return (
    <EarlyHostEventsProvider value={takeEarlyHostEvents ?? null}>
      <HeaderRoot input={input} store={store}>
        <HeaderFrame />
      </HeaderRoot>
    </EarlyHostEventsProvider>
  );
}

/**
 * In the browser, as soon as the header's code is here: what the control the shopper is already on
 * needs for its first answer, asked for beside hydration rather than once the header is
 * live, so the held press is answered at once: the search box's module. The menus, My account,
 * the slot and Multi-search open from the server's HTML (popovers, a dialog) before the header is live.
 */
export function preloadForFocusedControl(header: Element): void {
  const focused = header.ownerDocument.activeElement;
  if (!focused || !header.contains(focused)) return;
  preloadSearchIfFocused(focused);
}

/**
 * In the browser, as the header wakes with a signed-in shopper's state: their token, which no page
 * carries (decision 029), asked for now, before hydration takes the main thread, rather than by the
 * first call once live (the search box's first suggestions). The live header's first
 * `askForToken` takes the answer.
 */
export function askForTokenIfSignedIn(input: HeaderPropsInput, state: HeaderInitialState): void {
  if (state.auth.status !== 'signed-in') return;
  const { services, clientLogging } = parseHeaderProps(input).props;
  askForTokenOnWake(services.api, state.auth.customerId, createLogger(clientLogging));
}
