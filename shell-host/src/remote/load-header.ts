import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { parseHeaderModule, type HeaderModule } from './header-module.ts';

/**
 * Registers the header remote from its manifest URL and loads "header/Header".
 * The URL is runtime configuration (the server puts it in the page), so the
 * same host build can point at any deployment of the remote. After a failed
 * attempt the registration is forced, which clears the runtime's cache of the
 * failed entry so the retry really goes back to the network.
 */
export async function loadHeaderModule(manifestUrl: string, attempt: number): Promise<HeaderModule> {
  registerRemotes([{ name: 'header', entry: manifestUrl }], { force: attempt > 0 });
  return parseHeaderModule(await loadRemote('header/Header'));
}

/** Backoff between background retries: 1 s, 2 s, 4 s … capped at 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}
