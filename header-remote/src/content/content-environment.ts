import { useMemo } from 'react';
import type { Emit } from '../lib/emitter.ts';
import { useOptionalHeaderConfig } from '../lib/header-config.tsx';
import type { Logger } from '../lib/logger.ts';

/** What content components need from the header around them. */
export type ContentEnvironment = {
  readonly logger: Logger;
  readonly emit: Emit;
  /** Where image paths (`/images/...`) live: the content service, else the API base. */
  readonly imageBase: string;
};

/**
 * Content rendered with no header configuration around it (spec section 8: "missing config for
 * the content library throws an error"). Thrown while rendering, so the nearest error boundary
 * (every menu and panel that shows content has one, and the header's own root) contains it:
 * the piece is left out and reported, and neither the header nor the host goes down.
 */
export class MissingContentConfigError extends Error {
  override name = 'MissingContentConfigError';

  constructor() {
    super(
      'CMS content needs the header configuration (services, logger, events) around it: render it inside HeaderRoot',
    );
  }
}

export function useContentEnvironment(): ContentEnvironment {
  const config = useOptionalHeaderConfig();
  if (!config) throw new MissingContentConfigError();
  return useMemo(
    () => ({
      logger: config.logger,
      emit: config.emit,
      imageBase: config.props.services.content ?? config.props.services.api,
    }),
    [config],
  );
}
