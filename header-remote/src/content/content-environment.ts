import { useMemo } from 'react';
import type { Emit } from '../lib/emitter.ts';
import { useOptionalHeaderConfig } from '../lib/header-config.tsx';
import { silentLogger, type Logger } from '../lib/logger.ts';

/** What content components need from the header around them; they also render outside one (silently). */
export type ContentEnvironment = {
  readonly logger: Logger;
  readonly emit: Emit;
  /** Where image paths (`/images/...`) live: the content service, else the API base; undefined outside a header. */
  readonly imageBase: string | undefined;
};

const noEmit: Emit = () => {};

export function useContentEnvironment(): ContentEnvironment {
  const config = useOptionalHeaderConfig();
  return useMemo(
    () => ({
      logger: config?.logger ?? silentLogger,
      emit: config?.emit ?? noEmit,
      imageBase: config ? (config.props.services.content ?? config.props.services.api) : undefined,
    }),
    [config],
  );
}
