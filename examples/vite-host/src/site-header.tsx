// docs/page-teams.md, "A React app with Vite and @module-federation/vite": this file, as a page team copies it.
import { useEffect, useState, type ComponentType } from 'react';
import { loadRemote, registerGlobalPlugins, registerRemotes } from '@module-federation/runtime';
import { CONTRACT_VERSION, acceptHeaderContract, type HeaderProps } from '@grocer/shared-contracts/page-teams';
import { HeaderBoundary } from './header-boundary.tsx';
import { keepPageReact } from './keep-page-react.ts';
import { OwnHeader } from './own-header.tsx';

type HeaderModule = { readonly Header: ComponentType<HeaderProps>; readonly contractVersion: string };

/** The page's own header until the header has loaded and its contract is accepted; for good if it never is. */
export function SiteHeader({ manifestUrl, ...props }: HeaderProps & { readonly manifestUrl: string }) {
  const [Header, setHeader] = useState<ComponentType<HeaderProps>>();
  useEffect(() => {
    registerGlobalPlugins([keepPageReact('vite_host')]); // the `name` in vite.config.ts
    registerRemotes([{ name: 'header', entry: manifestUrl }]);
    loadRemote<HeaderModule>('header/Header')
      .then((remote) => {
        if (remote && acceptHeaderContract(remote.contractVersion, { onEvent: props.onEvent }))
          setHeader(() => remote.Header);
      })
      .catch((error: unknown) => console.warn(`[page] No header (${error}); the page keeps its own.`));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once per remote; events go to the props of that render
  }, [manifestUrl]);
  if (!Header) return <OwnHeader />;
  return (
    <HeaderBoundary fallback={<OwnHeader />}>
      <Header {...props} contractVersion={CONTRACT_VERSION} />
    </HeaderBoundary>
  );
}
