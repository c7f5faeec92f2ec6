import { useMemo } from 'react';
import type { HeaderPropsInput, OnHeaderEvent } from '@grocer/shared-contracts/domain';
import { RemoteHeader } from '../remote/remote-header.tsx';
import { headerPropsFor } from './header-props.ts';
import type { ShellConfig } from './shell-config.ts';

type Props = { readonly config: ShellConfig; readonly location: Pick<Location, 'pathname' | 'search'> };

/**
 * The host's monitoring of the header. `contract_mismatch` is not warned about here: another major
 * is refused, with its one warning, where the module is loaded (acceptHeaderContract), and a minor
 * difference is compatible by design, so it stays silent.
 */
export const onHeaderEvent: OnHeaderEvent = (name, payload) => {
  if (name === 'header_error') console.warn(`[shell] header event ${name}`, payload);
};

/**
 * The header rendered in the browser alone: the fallback header, then the
 * remote's. Used when the server could not render the header into the page
 * (see bootstrap.tsx); otherwise the page hydrates the server's header.
 */
export function ClientHeader({ config, location }: Props) {
  const headerProps = useMemo<HeaderPropsInput>(
    () => ({ ...headerPropsFor(config, location.pathname), onEvent: onHeaderEvent }),
    [config, location.pathname],
  );
  return <RemoteHeader manifestUrl={config.headerManifestUrl} headerProps={headerProps} />;
}
