import { useEffect } from 'react';
import type { HeaderPropsInput } from '@grocer/shared-contracts/domain';
import { FallbackHeader } from '../fallback/fallback-header.tsx';
import { RenderBoundary } from './render-boundary.tsx';
import { reportHeaderOutage } from '@grocer/shared-contracts/header-outage';
import { useRemoteHeader } from './use-remote-header.ts';

type Props = { readonly manifestUrl: string; readonly headerProps: HeaderPropsInput };

/**
 * The header as the page sees it: the fallback header (same height, logo,
 * search, trolley) until the remote arrives, and again whenever it fails or
 * speaks another major contract version.
 */
export function RemoteHeader({ manifestUrl, headerProps }: Props) {
  const { state, reportRenderError } = useRemoteHeader(manifestUrl, undefined, undefined, headerProps.onEvent);
  const failed = state.status === 'failed';
  useEffect(() => {
    if (failed) reportHeaderOutage(headerProps, { fallbackShown: true });
  }, [failed, headerProps]);
  if (state.status !== 'ready') return <FallbackHeader state={state.status === 'loading' ? 'loading' : 'failed'} />;
  const { Header } = state.module;
  return (
    <RenderBoundary key={state.attempt} fallback={<FallbackHeader state="failed" />} onError={reportRenderError}>
      <Header {...headerProps} />
    </RenderBoundary>
  );
}
