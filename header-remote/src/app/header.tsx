import type { HeaderPropsInput } from '@grocer/shared-contracts/domain';
import { HeaderFrame } from './header-frame.tsx';
import { HeaderRoot } from './header-root.tsx';

/** The shared site header. Props are validated on every render; invalid fields fall back to defaults. */
export function Header(props: HeaderPropsInput) {
  return (
    <HeaderRoot input={props}>
      <HeaderFrame />
    </HeaderRoot>
  );
}
