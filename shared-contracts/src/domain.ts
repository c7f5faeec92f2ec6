/**
 * `@grocer/shared-contracts/domain`: what the header, the host shell and the services share (the
 * schemas of every service call and the rules both sides apply). The workspace's only: the
 * published package leaves it out (build-package.ts), and it names nothing the face
 * (`@grocer/shared-contracts`, page-teams.ts) names, so workspace code takes those from the face.
 */
export {
  BUYLIST_MAX_LINES,
  buylistLines,
  buylistUrl,
  resolveOrderPaymentUrl,
  viewOrderUrl,
  slotPageUrl,
} from './routes.ts';
export {
  OFFER_HIGHLIGHTS,
  OFFER_HIGHLIGHTS_PATH,
  findOfferHighlight,
  isInOfferHighlight,
  offerHighlightUrl,
} from './offer-highlights.ts';
export type { OfferHighlight, OfferHighlightSlug } from './offer-highlights.ts';
export { FooterGroup, FooterResponse, isFooterHref } from './footer.ts';
export { safeSitePath } from './safe-redirect.ts';
// A schema whose type the face names (`@grocer/shared-contracts`) is exported here as `…Schema`, as
// `HeaderPropsSchema` is, so each name is in one entry: the type from the face, the schema from here.
export { FeatureFlags as FeatureFlagsSchema, Placement as PlacementSchema, parseHeaderProps } from './header-props.ts';
export type { HeaderPropsInput, ResolvedHeaderProps } from './header-props.ts';
export { HeaderEventSchemas, HostEventSchemas } from './events.ts';
export { HOST_EVENT_NAMES } from './host-events.ts';
export { AnalyticsEventSchemas, parseAnalyticsEvent } from './analytics-events.ts';
export {
  CONSENT_COOKIES,
  ConsentCookies,
  ConsentFlags,
  EVENT_CONSENT,
  consentFromCookies,
  consentFromCookieString,
  readCookie,
  mayEmit,
} from './consent.ts';
export { EMPTY_SHOPPING_CONTEXT, ShoppingContext, OrderState, ORDER_STATES } from './shopping-context.ts';
export {
  HEADER_HYDRATED_ATTRIBUTE,
  HEADER_SSR_ATTRIBUTE,
  HEADER_STATE_SCRIPT_ATTRIBUTE,
  HEADER_WAITING_ATTRIBUTE,
} from './header-state-attributes.ts';
export {
  HeaderAuthState,
  HeaderInitialState,
  HeaderMenuEntry,
  HeaderMenuTop,
  HeaderSlotState,
  HeaderTrolleyState,
} from './header-state.ts';
export { HeaderStateResponse } from './header-state-response.ts';
export { SignInRequest, SignInResponse, ServiceError, Health, TokenSessionResponse } from './auth.ts';
// Rules and constants the header uses while it renders come from schema-free modules, so using them
// pulls no zod schema into the header's critical JavaScript (the schema modules re-export them too).
export {
  TOKEN_SESSION_COOKIE,
  CUSTOMER_ID_COOKIE,
  CUSTOMER_ID_COOKIE_MAX_AGE,
  BRANCH_ID_COOKIE,
  VISITOR_ID_COOKIE,
} from './cookie-names.ts';
export { Money, moneyFromPence } from './money.ts';
export {
  RegisterRequest,
  SignOnAsCustomerRequest,
  ReturnToAdminResponse,
  SessionResponse,
  PASSWORD_RULES,
} from './auth.ts';
export {
  SUPPORT_REASON_RULES,
  SUPPORT_AUDIT_PAGE_SIZE,
  CustomerIdText,
  SupportReason,
  SupportAction,
  SupportAuditEntry,
  SupportAuditQuery,
  SupportAuditResponse,
} from './support-audit.ts';
export {
  BannerAd,
  BannersRequest,
  BannersResponse,
  CmsComponent,
  ContentFragmentRequest,
  ContentFragmentResponse,
  ContentLink,
  ContentLocations,
  DeviceBreakpoint,
  ExperienceFragment,
  ExperienceFragmentResponse,
  PromotedProduct,
  RichTextBlock,
  RichTextContent,
  RichTextMarkDef,
  TradingCell,
  TradingCellIcons,
} from './content.ts';
export {
  CMS_CONTENT_PREFIX,
  CMS_RESOURCE_TYPES,
  DEFAULT_AD_BUTTON_TEXT,
  contentHref,
  contentImageSrc,
  rewriteCmsPath,
  rewriteRichTextHref,
  richTextHref,
} from './content-rules.ts';
export { CATALOGUE_ROOT_IDS, ENTERTAINING_ROOT_ID, GROCERIES_ROOT_ID } from './category-ids.ts';
export {
  BUILT_IN_MENU_LINKS,
  MENU_LINK_IDS,
  MENU_LINK_ROOT_IDS,
  SIGNED_IN_ACCOUNT_ROOT_ID,
  SIGNED_OUT_ACCOUNT_ROOT_ID,
  SITE_LINKS_ROOT_ID,
} from './menu-roots.ts';
export type { MenuLink } from './menu-roots.ts';
export { dayOfWeek, shiftDate, startOfWeek, weeksBetween } from './week-rules.ts';
export {
  PRODUCT_ID_PATTERN,
  PRODUCT_SERVICE_TYPES,
  ProductId,
  ProductSearchQuery,
  ProductSearchResponse,
  ProductServiceType,
  ProductSort,
  ProductSummary,
  SEARCH_PAGE_SIZE,
  TaxonomyEntry,
  TaxonomyQuery,
  TaxonomyResponse,
  TaxonomyTreeEntry,
  UNITS_OF_MEASURE,
  UnitOfMeasure,
} from './catalogue.ts';
export { ProductLinesQuery, ProductLinesResponse } from './product-lines.ts';
export {
  SEARCH_TERM_MAX_LENGTH,
  SEARCH_TERM_MAX_WORDS,
  foldSearchText,
  normaliseSearchTerm,
  sanitiseSearchTerm,
} from './search-term.ts';
export { CUSTOM_TAGS_PARAM, customTagsFrom, isCustomTag } from './custom-tags.ts';
export { CustomTags } from './search-query.ts';
export {
  SLOT_TYPES,
  SlotType,
  BOOKABLE_SLOT_TYPES,
  BookableSlotType,
  SlotReservation,
  SlotReservationsQuery,
  SlotReservationsResponse,
  ReserveSlotRequest,
  Slot,
  SlotsQuery,
  SlotsResponse,
  Branch,
  BranchesQuery,
  BranchesResponse,
  Address,
  AddressesResponse,
  NewAddress,
  DELIVERY_PASS_STATUSES,
  DeliveryPassStatus,
  DeliveryPassStatusResponse,
  deliveryPassStatusFrom,
} from './fulfilment.ts';
export {
  selectCurrentReservation,
  formatAmendMessage,
  christmasAmendCutoff,
  AMEND_NOTICE_TEXTS,
  amendNotice,
} from './fulfilment-rules.ts';
export type { AmendNoticeInput } from './fulfilment-rules.ts';
export {
  Quantity,
  TrolleyItem,
  TrolleyItemCounts,
  TrolleyTotals,
  Trolley,
  Failure,
  InstantCheckoutStatus,
  TrolleyQueryResult,
  GraphQLRequest,
  GraphQLError,
  graphQLResponse,
  GetTrolleyResponse,
  CancelAmendOrderResponse,
  GRAPH_TAGS,
} from './trolley.ts';
export {
  TROLLEY_RESULT_FIELDS,
  GET_TROLLEY_QUERY,
  CANCEL_AMEND_ORDER_MUTATION,
  ADD_ITEM_TO_TROLLEY_MUTATION,
  UPDATE_ITEM_QUANTITY_MUTATION,
  REMOVE_ITEM_FROM_TROLLEY_MUTATION,
  GRAPH_OPERATIONS,
} from './graph-operations.ts';
export type { GraphOperationName } from './graph-operations.ts';
export {
  formatTrolleyCount,
  formatMoney,
  checkoutDisabledState,
  checkoutDisabledMessage,
  CHECKOUT_ROUTES,
  checkoutButtonTarget,
  countTrolleyItems,
  summariseTrolley,
} from './trolley-rules.ts';
export type { CheckoutDisabledMessage, CheckoutDisabledState, CheckoutButtonTarget } from './trolley-rules.ts';
export { TrolleySummary } from './header-state.ts';
export {
  OrderLine,
  OrderSlot,
  Order,
  OrderSummary,
  OrdersResponse,
  PlaceOrderRequest,
  PLACE_ORDER_ERROR_CODES,
  PlaceOrderErrorCode,
  PlaceOrderError,
  PLACE_ORDER_ERROR_CATALOGUE,
  placeOrderFailureKey,
  ORDER_REQUEST_TIMEOUT_MS,
  InstantCheckoutBeacon,
} from './orders.ts';
export type { PlaceOrderErrorAction, PlaceOrderFailureKey } from './orders.ts';
export {
  MULTI_SEARCH_MAX_ITEMS,
  MULTI_SEARCH_LIMIT_MESSAGE,
  StoredMultiSearchList,
  multiSearchStorageKey,
  multiSearchUrl,
  parseMultiSearchValue,
  splitMultiSearchList,
} from './multi-search.ts';
export { TERM_SUGGEST_MAX_TERMS, TERM_SUGGEST_MIN_LENGTH, TermSuggestResponse } from './term-suggest.ts';
export {
  formatLondonDate,
  formatLondonTime,
  formatLondonTimeRange,
  formatLondonTimestamp,
  londonClock,
  londonDateOf,
} from './london-time.ts';
export {
  BEACON_REFUSALS,
  MAX_VITALS_BATCH_BYTES,
  MAX_VITAL_EVENTS_PER_BATCH,
  OPEN_BEACONS,
  VITAL_EVENTS,
  VITAL_METRICS,
  VITAL_THRESHOLDS,
  pageTypeFromPath,
  VitalsBatch as VitalsBatchSchema,
  VitalsPage as VitalsPageSchema,
  VitalsSummary,
} from './vitals.ts';
export type { VitalMetric } from './vitals.ts';
