import { useState } from 'react';
import type { HeaderInitialState, HeaderPropsInput } from '@grocer/shared-contracts';
import { storeWithInitialState } from '../shopping/initial-state.ts';
import { HeaderFrame } from './header-frame.tsx';
import { HeaderRoot } from './header-root.tsx';

type PreloadedHeaderProps = {
  readonly input: HeaderPropsInput;
  /** What the server knew about the shopper. */
  readonly state: HeaderInitialState;
};

/**
 * The header starting from what the server knew: the server renders this, and
 * the browser hydrates the server's HTML with it and the same state, so both
 * first renders are the same. It then loads only what the server did not.
 */
export function PreloadedHeader({ input, state }: PreloadedHeaderProps) {
  const [store] = useState(() => storeWithInitialState(state));
  return (
    <HeaderRoot input={input} store={store}>
      <HeaderFrame />
    </HeaderRoot>
  );
}
