import { useMemo } from 'react';
import { CONTRACT_VERSION, type HeaderPropsInput, type OnHeaderEvent } from '@grocer/shared-contracts';
import { Page } from '../pages/page.tsx';
import { RemoteHeader } from '../remote/remote-header.tsx';
import type { ShellConfig } from './shell-config.ts';

type Props = { readonly config: ShellConfig; readonly location: Pick<Location, 'pathname' | 'search'> };

const onEvent: OnHeaderEvent = (name, payload) => {
  if (name === 'header_error' || name === 'contract_mismatch') console.warn(`[shell] header event ${name}`, payload);
};

/** A page team's app: the shared header on top, the team's own page below. */
export function Shell({ config, location }: Props) {
  const isHome = location.pathname === '/' || location.pathname.replace(/\/$/, '') === '/ecom';
  const headerProps = useMemo<HeaderPropsInput>(
    () => ({
      services: { api: config.servicesUrl },
      features: { searchHistory: true, sitePinBar: true, menuBanners: true },
      placement: isHome ? 'home' : 'default',
      clientLogging: config.clientLogging,
      contractVersion: CONTRACT_VERSION,
      onEvent,
    }),
    [config, isHome],
  );
  return (
    <>
      <RemoteHeader manifestUrl={config.headerManifestUrl} headerProps={headerProps} />
      <Page location={location} servicesUrl={config.servicesUrl} />
    </>
  );
}
