import { useEffect, useState } from 'react';
import type { FooterGroup, ResolvedHeaderProps } from '@grocer/shared-contracts/domain';
import type { Emit } from '../../lib/emitter.ts';
import type { Logger } from '../../lib/logger.ts';
import { getFooter } from './api/get-footer.ts';

export type FooterState =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly groups: readonly FooterGroup[] }
  /** Spec section 8: a footer load failure stores the error, as a taxonomy failure does. */
  | { readonly status: 'failed'; readonly error: string };

type Config = { readonly props: ResolvedHeaderProps; readonly logger: Logger; readonly emit: Emit };

/** Loads the footer taxonomy once per mounted footer; a failure is logged, reported and kept. */
export function useFooter({ props, logger, emit }: Config): FooterState {
  const [state, setState] = useState<FooterState>({ status: 'loading' });
  const baseUrl = props.services.content ?? props.services.api;
  useEffect(() => {
    const controller = new AbortController();
    // The footer is public and the same for every shopper: its call carries no shopper's token.
    getFooter({ baseUrl, logger, signal: controller.signal }).then(
      (groups) => setState({ status: 'loaded', groups }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : String(error);
        logger.error('Error loading footer', { error: message });
        emit('header_error', { code: 'footer_load_failed', message });
        setState({ status: 'failed', error: message });
      },
    );
    return () => controller.abort();
  }, [baseUrl, logger, emit]);
  return state;
}
