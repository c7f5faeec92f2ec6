import { CONTRACT_VERSION, VitalsPage } from '@grocer/shared-contracts';
import type { VitalsContext } from './vitals-rules.ts';

/** The remote's release, named when it is built (header-remote/webpack.config.ts); `development` elsewhere. */
declare const __HEADER_RELEASE__: string | undefined;
export const HEADER_RELEASE = typeof __HEADER_RELEASE__ === 'string' ? __HEADER_RELEASE__ : 'development';

/**
 * The kind of page, from its path when the page does not say: the first segment after `/ecom`
 * (and `/shop`), `home` for `/ecom` itself, `other` for anything that is not plain words (an id
 * never becomes a page type).
 */
export function pageTypeFromPath(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] === 'ecom') segments.shift();
  if (segments[0] === 'shop') segments.shift();
  const first = segments[0]?.toLowerCase();
  if (first === undefined) return 'home';
  return /^[a-z][a-z-]{0,39}$/.test(first) ? first : 'other';
}

/** Where the page is, for every batch: the page's own names where it gave valid ones (the `vitals` prop), else the defaults. */
export function vitalsContext(input: unknown, location: Pick<Location, 'hostname' | 'pathname'>): VitalsContext {
  const given = typeof input === 'object' && input !== null && 'vitals' in input ? input.vitals : undefined;
  const parsed = VitalsPage.safeParse(given ?? {});
  const page = parsed.success ? parsed.data : {};
  const hostname = /^[\w.:-]{1,64}$/.test(location.hostname) ? location.hostname : 'unknown';
  return {
    host: page.host ?? hostname,
    pageType: page.pageType ?? pageTypeFromPath(location.pathname),
    release: HEADER_RELEASE,
    contractVersion: CONTRACT_VERSION,
  };
}
