import { parseHeaderProps } from '@grocer/shared-contracts/domain';
import { createEmitter } from './emitter.ts';
import type { HeaderConfig } from './header-config.tsx';
import { createLogger } from './logger.ts';

/** One header's config from its host's untrusted props: parsed, with its log and event outlet; and what was wrong. */
export function createHeaderConfig(input: unknown): { readonly config: HeaderConfig; readonly problems: string } {
  const { props, problems } = parseHeaderProps(input);
  const logger = createLogger(props.clientLogging);
  return { config: { props, logger, emit: createEmitter(props.onEvent, logger) }, problems: problems.join('\n') };
}
