/**
 * `@grocer/shared-contracts/header-outage`: a page counts the header's absence. Its own entry, so a
 * page team's loader imports it only when the remote fails (`import()`), and the page's first load
 * carries none of its parsing.
 */
import { consentFromCookieString, mayEmit } from './consent.ts';
import type { HeaderPropsInput } from './header-props.ts';
import { CONTRACT_VERSION } from './version.ts';
import { pageTypeFromPath, VitalsBatch } from './vitals.ts';

/** The release a batch names when no release of the header ran on the page. */
export const NO_RELEASE = 'unavailable';

export type OutagePage = {
  readonly cookie: () => string;
  readonly pathname: string;
  readonly hostname: string;
  readonly href: string;
  readonly sendBeacon: ((url: URL, body: string) => boolean) | undefined;
};

const browserPage = (): OutagePage => ({
  cookie: () => document.cookie,
  pathname: location.pathname,
  hostname: location.hostname,
  href: location.href,
  sendBeacon: typeof navigator.sendBeacon === 'function' ? (url, body) => navigator.sendBeacon(url, body) : undefined,
});

let reported = false;

/**
 * Counts, once a page, that the header's remote could not be loaded (decision 042), and
 * whether the page shows its fallback header for it (not when the server's header stays): the
 * header cannot count its own absence, so the page's loader does (the reference host's, and
 * `@grocer/header-loader`'s for page teams), in the header's vitals, with the header's consent
 * rule (analytics), host name and page type. Returns whether a beacon left.
 */
export function reportHeaderOutage(
  props: HeaderPropsInput,
  { fallbackShown }: { readonly fallbackShown: boolean },
  page: OutagePage = browserPage(),
): boolean {
  const services = props.services?.api;
  if (reported || page.sendBeacon === undefined || services === undefined) return false;
  const consent = consentFromCookieString(page.cookie());
  if (!mayEmit('vitals', consent)) return false;
  const batch = VitalsBatch.safeParse({
    host: props.vitals?.host ?? page.hostname,
    pageType: props.vitals?.pageType ?? pageTypeFromPath(page.pathname),
    release: NO_RELEASE,
    contractVersion: CONTRACT_VERSION,
    vitals: [],
    events: [{ kind: 'remote_load_failure' }, ...(fallbackShown ? [{ kind: 'fallback' }] : [])],
  });
  if (!batch.success) return false;
  reported = true;
  const api = services.endsWith('/') ? services : `${services}/`;
  return page.sendBeacon(new URL('v1/vitals', new URL(api, page.href)), JSON.stringify(batch.data));
}

/** For tests: a new page. */
export function forgetOutageReport(): void {
  reported = false;
}
