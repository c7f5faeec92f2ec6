export { CONTRACT_VERSION, compareContractVersions } from './version.ts';
export { ROUTES, searchUrl } from './routes.ts';
export { HEADER_LAYOUT, MAIN_CONTENT_ID } from './layout.ts';
export type { ContractAgreement } from './version.ts';
export {
  HeaderProps,
  ServiceUrls,
  FeatureFlags,
  Placement,
  parseHeaderProps,
} from './header-props.ts';
export type { HeaderPropsInput, ParsedHeaderProps } from './header-props.ts';
export {
  HeaderEventSchemas,
  HostEventSchemas,
  HOST_EVENT_NAMES,
  dispatchHostEvent,
} from './events.ts';
export type {
  HeaderEventMap,
  HeaderEventName,
  HostEventMap,
  HostEventName,
  OnHeaderEvent,
} from './events.ts';
export { ShoppingContext, OrderState, ORDER_STATES, EMPTY_SHOPPING_CONTEXT } from './shopping-context.ts';
export { SignInRequest, SignInResponse, ServiceError, Health } from './auth.ts';
