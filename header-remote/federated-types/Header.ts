/**
 * The types page teams get for "header/Header" (the `@mf-types.zip` the remote serves, as
 * Header.d.ts). Written by hand from the contract so they are self-contained: nothing to resolve
 * but React's types, which a React host has, so a wrong prop fails to compile even with
 * `skipLibCheck`. header-remote/federated-types-match.ts holds them to the contract
 * (`@grocer/shared-contracts`) and to what src/expose/ really exports.
 * Declarations only: this file is shipped as a .d.ts.
 */
import type { JSX } from 'react';

/** `'home'` on the groceries home page, `'default'` everywhere else. */
export type Placement = 'home' | 'default';

/** Where the header finds each service: an absolute http(s) URL or a path on the page's origin. Only `api` is required; the others default to it. */
export type ServiceUrls = {
  api: string;
  graph?: string | undefined;
  content?: string | undefined;
  termSuggest?: string | undefined;
  deliveryPass?: string | undefined;
  banners?: string | undefined;
};

/** Features a host switches on; each one left out is off. */
/** What every search from the header carries. */
export type SearchSettings = {
  /** Custom tags (lower-case words joined by hyphens, at most 10): searches find only products carrying each. */
  customTags?: string[] | undefined;
};

export type FeatureFlags = {
  searchHistory?: boolean | undefined;
  sitePinBar?: boolean | undefined;
  menuBanners?: boolean | undefined;
};

type ModalEvent = { modal: string; code?: string | undefined };
type AdEvent = { sponsorshipId: string; trackingUrls: string; vendor: string };
type SlotEvent = { slotType: string; branchId: string; startDateTime: string; endDateTime: string };
type CmsField = string | boolean | undefined;

/** Every analytics event the header sends, by name (the contract's AnalyticsEventSchemas). */
export type AnalyticsEventMap = {
  modal_open: ModalEvent;
  modal_close: ModalEvent;
  click_megamenu: { level: number; name: string; path: string };
  impression: AdEvent;
  click: AdEvent;
  promo_click: {
    promoName?: CmsField;
    promoType?: CmsField;
    promoPeriod?: CmsField;
    bannerPurpose?: CmsField;
    buyingOfficeAndGroup?: CmsField;
    enhancedEcommerceInternalPromotion?: CmsField;
    assetModuleType?: CmsField;
    componentId?: string | undefined;
    resourceType?: string | undefined;
    sponsorshipId?: string | undefined;
    linkText?: string | undefined;
    linkUrl: string | null;
  };
  search: { searchTerm: string; source: string };
  search_history_click: { searchTerm: string; position: number };
  search_history_remove: { searchTerm: string; position: number };
  search_history_clear_all: { count: number };
  slot_details_expanded: SlotEvent;
  slot_change_clicked: SlotEvent;
  slot_cancelled: SlotEvent;
  slot_cancel_failed: SlotEvent;
};

/** Events the header sends out, through the single `onEvent(name, payload)` prop. */
export type HeaderEventMap = {
  /** The header rendered for the first time. */
  header_ready: { contractVersion: string; placement: Placement };
  /** Host and remote were built against different contract versions. */
  contract_mismatch: { hostVersion: string; remoteVersion: string; status: 'compatible' | 'incompatible' };
  /** A service refused the shopper's token; the host decides whether to send them to sign in. */
  auth_required: { service: string; status: number };
  /** The header hit an error it recovered from (bad props, a failed call); for the host's monitoring. */
  header_error: { code: string; message: string };
  /** An analytics event for the host's tag manager: one of AnalyticsEventMap's, its name with its data. */
  analytics: {
    [K in keyof AnalyticsEventMap]: { readonly name: K; readonly data: AnalyticsEventMap[K] };
  }[keyof AnalyticsEventMap];
  /** The trolley for the personalisation service; only with the shopper's advertising consent. */
  personalisation: {
    cartRows: { productId: string; quantity: number; unitPrice: number; currency: string }[];
    customVariables: {
      branchId: string | null;
      customerId: string | null;
      slotDate: string | null;
      slotType: string | null;
    };
  };
  /**
   * What the header measured of its cost to the page and the failures its boundaries caught, as the
   * page is hidden: the batch it sends to the services. Only with the shopper's analytics consent.
   */
  vitals: VitalsBatch;
};

/** The header's real-user vitals from one page (decision 042). */
export type VitalsBatch = {
  host: string;
  pageType: string;
  release: string;
  contractVersion: string;
  vitals: {
    metric: 'LCP' | 'INP' | 'CLS' | 'hydration';
    value: number;
    fromHeader: boolean;
    control?: string | undefined;
  }[];
  events: {
    kind: 'render_error' | 'remote_load_failure' | 'fallback';
    component?: string | undefined;
    message?: string | undefined;
  }[];
};

/** The page's names for the header's vitals (letters, digits and `._:-`); left out, its host name and its path's first segment. */
export type VitalsPage = { host?: string | undefined; pageType?: string | undefined };
export type HeaderEventName = keyof HeaderEventMap;
export type OnHeaderEvent = <K extends HeaderEventName>(name: K, payload: HeaderEventMap[K]) => void;

/** Everything a host passes to the header; every field may be left out. */
export type HeaderProps = {
  services?: ServiceUrls | undefined;
  features?: FeatureFlags | undefined;
  placement?: Placement | undefined;
  search?: SearchSettings | undefined;
  /** Levels of the taxonomy loaded below its roots, 4 to 10 (the whole tree when absent); under 7 no category is marked as the page's. */
  taxonomyDepth?: number | undefined;
  /** Client-side logging to the console; silent when off. */
  clientLogging?: boolean | undefined;
  /** The CONTRACT_VERSION the host was built against, so the header can report a mismatch. */
  contractVersion?: string | undefined;
  onEvent?: OnHeaderEvent | undefined;
  /** The page's names in the header's real-user vitals. */
  vitals?: VitalsPage | undefined;
};

/** The shared site header. Props are validated on every render; invalid fields fall back to defaults. */
export declare function Header(props: HeaderProps): JSX.Element;

/** The contract version the remote that answered was built with: the live remote's, not the one the host compiled against. */
export declare const contractVersion: string;
