import type { HeaderPropsInput } from '@grocer/shared-contracts';
import { HeaderFrame } from './header-frame.tsx';
import { HeaderRoot } from './header-root.tsx';
import { controls } from './islands/controls.ts';
import { EagerControls } from './islands/island.tsx';

/**
 * The shared site header. Props are validated on every render; invalid fields fall back to defaults.
 * Rendered in the browser, it has every control's code from the start (decision 026).
 */
export function Header(props: HeaderPropsInput) {
  return (
    <EagerControls controls={controls}>
      <HeaderRoot input={props}>
        <HeaderFrame />
      </HeaderRoot>
    </EagerControls>
  );
}
