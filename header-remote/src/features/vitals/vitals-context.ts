import { CONTRACT_VERSION } from '@grocer/shared-contracts';
import { pageTypeFromPath, VitalsPageSchema } from '@grocer/shared-contracts/domain';
import type { VitalsContext } from './vitals-rules.ts';

/** The remote's release, named when it is built (header-remote/webpack.config.ts); `development` elsewhere. */
declare const __HEADER_RELEASE__: string | undefined;
export const HEADER_RELEASE = typeof __HEADER_RELEASE__ === 'string' ? __HEADER_RELEASE__ : 'development';

/** Where the page is, for every batch: the page's own names where it gave valid ones (the `vitals` prop), else the defaults. */
export function vitalsContext(input: unknown, location: Pick<Location, 'hostname' | 'pathname'>): VitalsContext {
  const given = typeof input === 'object' && input !== null && 'vitals' in input ? input.vitals : undefined;
  const parsed = VitalsPageSchema.safeParse(given ?? {});
  const page = parsed.success ? parsed.data : {};
  const hostname = /^[\w.:-]{1,64}$/.test(location.hostname) ? location.hostname : 'unknown';
  return {
    host: page.host ?? hostname,
    pageType: page.pageType ?? pageTypeFromPath(location.pathname),
    release: HEADER_RELEASE,
    contractVersion: CONTRACT_VERSION,
  };
}
