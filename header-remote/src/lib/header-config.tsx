import { createContext, use } from 'react';
import type { ResolvedHeaderProps } from '@grocer/shared-contracts/domain';
import type { Emit } from './emitter.ts';
import type { Logger } from './logger.ts';

/** What every part of one mounted header needs from its host: parsed props, the log and the event outlet. */
export type HeaderConfig = {
  readonly props: ResolvedHeaderProps;
  readonly logger: Logger;
  readonly emit: Emit;
};

const HeaderConfigContext = createContext<HeaderConfig | null>(null);
export const HeaderConfigProvider = HeaderConfigContext.Provider;

export function useHeaderConfig(): HeaderConfig {
  const config = use(HeaderConfigContext);
  if (!config) throw new Error('useHeaderConfig must be used inside <HeaderRoot>');
  return config;
}

/** The config when inside <HeaderRoot>, else null: for shared UI (a tracked modal) that also works on its own. */
export function useOptionalHeaderConfig(): HeaderConfig | null {
  return use(HeaderConfigContext);
}
