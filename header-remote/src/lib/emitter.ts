import type { HeaderEventMap, HeaderEventName, OnHeaderEvent } from '@grocer/shared-contracts';
import type { Logger } from './logger.ts';

export type Emit = <K extends HeaderEventName>(name: K, payload: HeaderEventMap[K]) => void;

/**
 * Wraps the host's `onEvent` so that a host callback that throws is logged and
 * contained: it must never take the header down with it.
 */
export function createEmitter(onEvent: OnHeaderEvent | undefined, logger: Logger): Emit {
  return (name, payload) => {
    if (!onEvent) return;
    try {
      onEvent(name, payload);
    } catch (error) {
      logger.error(`The host's onEvent handler threw for "${name}"`, { error: String(error) });
    }
  };
}
