import type { HeaderEventMap, HeaderEventName, OnHeaderEvent } from '@grocer/shared-contracts';
import { EVENT_CONSENT, mayEmit } from '@grocer/shared-contracts/domain';
import type { ConsentFlags } from '@grocer/shared-contracts/domain';
import { readConsent } from './consent.ts';
import type { Logger } from './logger.ts';

export type Emit = <K extends HeaderEventName>(name: K, payload: HeaderEventMap[K]) => void;

/**
 * Wraps the host's `onEvent` so that a host callback that throws is logged and
 * contained: it must never take the header down with it. Analytics and
 * personalisation events leave only with the shopper's matching consent
 * (EVENT_CONSENT), read at emit time so a changed choice counts at once, and
 * only for those events.
 */
export function createEmitter(
  onEvent: OnHeaderEvent | undefined,
  logger: Logger,
  consent: () => ConsentFlags = readConsent,
): Emit {
  return (name, payload) => {
    if (!onEvent) return;
    // Read only for the events that need it: the first read parses the cookies, and `header_ready`
    // goes out in the commit that makes the header live, before a held press is answered.
    if (EVENT_CONSENT[name] !== null && !mayEmit(name, consent())) {
      logger.info(`Held back "${name}": no ${EVENT_CONSENT[name]} consent`);
      return;
    }
    try {
      onEvent(name, payload);
    } catch (error) {
      logger.error(`The host's onEvent handler threw for "${name}"`, { error: String(error) });
    }
  };
}
