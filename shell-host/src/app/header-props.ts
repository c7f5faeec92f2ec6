import { CONTRACT_VERSION, type OnHeaderEvent } from '@grocer/shared-contracts';
import { type HeaderPropsInput } from '@grocer/shared-contracts/domain';
import type { ShellConfig } from './shell-config.ts';

/** The header's props without its event callback: what the server renders with and the page hydrates with. */
export type SerialisableHeaderProps = Omit<HeaderPropsInput, 'onEvent'>;

/**
 * The one place this host decides the header's props. The server renders the
 * header with them and the page's script hydrates it with them, so the two
 * renders agree (a difference would be a hydration mismatch).
 */
export function headerPropsFor(config: ShellConfig, pathname: string): SerialisableHeaderProps {
  const isHome = pathname === '/' || pathname.replace(/\/$/, '') === '/ecom';
  return {
    services: { api: config.servicesUrl },
    features: { searchHistory: true, sitePinBar: true, menuBanners: true },
    placement: isHome ? 'home' : 'default',
    clientLogging: config.clientLogging,
    contractVersion: CONTRACT_VERSION,
    // The header's real-user vitals name this host; the page type comes from the path (decision 042).
    vitals: { host: 'shell-host' },
  };
}

/** What this host does with the header's events: it has no analytics of its own, so it only says when the header failed. */
export const onHeaderEvent: OnHeaderEvent = (name, payload) => {
  if (name === 'header_error') console.warn(`[shell] header event ${name}`, payload);
};
