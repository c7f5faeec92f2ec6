/**
 * `@grocer/shared-contracts`, the face: what a page team's host uses to put the header on its
 * page, and nothing else. Props, the events both ways, the layout the host reserves, the routes the
 * header links to, and the contract version. `CONTRACT_VERSION` versions exactly these names: a
 * minor adds, a major breaks. Every name is listed in docs/page-teams.md, and no other entry of the
 * package names one of them (scripts/contract-face.test.ts): the header, the host and the services
 * import these from here too. `./domain` is what they share besides, and is not published.
 */
import type { HeaderPropsInput } from './header-props.ts';

export { CONTRACT_VERSION, acceptHeaderContract, compareContractVersions } from './version.ts';
export type { ContractAgreement, HeaderContractCheck } from './version.ts';
export { HEADER_REACT_RANGE, isHeaderReactVersion, shareReact, unsupportedReactMessage } from './react-sharing.ts';
export type { PageReact } from './react-sharing.ts';

/** The props a host passes to `Header` or `mount(element, props)`: every field may be left out. */
export type HeaderProps = HeaderPropsInput;
/** The props a host passes to `Footer` or `mountFooter(element, props)`: the header's, so one object serves both. */
export type FooterProps = HeaderPropsInput;
/** Where the header finds each service: only `api` is required, the others default to it. */
export type ServiceUrls = NonNullable<HeaderProps['services']>;
/** Features a host switches on; each one left out is off. */
export type FeatureFlags = NonNullable<HeaderProps['features']>;
/** What every search from the header carries: its custom tags. */
export type SearchSettings = NonNullable<HeaderProps['search']>;
/** `'home'` on the groceries home page, `'default'` (the default) everywhere else. */
export type Placement = NonNullable<HeaderProps['placement']>;

export { dispatchHostEvent, headerEventHandler } from './host-events.ts';
export type { HeaderEventHandlers } from './host-events.ts';
export type { HeaderEventMap, HeaderEventName, HostEventMap, HostEventName, OnHeaderEvent } from './events.ts';
export type { AnalyticsEvent, AnalyticsEventMap, AnalyticsEventName } from './analytics-events.ts';
/** The `vitals` event's batch and the `vitals` prop (decision 042). */
export type { VitalsBatch, VitalsPage } from './vitals.ts';

/** The page's CSP nonce, from `<meta property="csp-nonce" nonce="…">`: what the header puts on what it adds. */
export { CSP_NONCE_META_SELECTOR, readCspNonce } from './csp-nonce.ts';
export { BREAKPOINTS, HEADER_LAYOUT, MAIN_CONTENT_ID, SCROLLED_THRESHOLD_PX } from './layout.ts';
export { ROUTES, searchUrl } from './routes.ts';
/** What a host's own fallback footer shows while the remote's footer is missing. */
export { FIND_A_STORE_URL, FOOTER_ESSENTIAL_LINKS } from './footer-links.ts';
export type { FooterLink } from './footer.ts';
