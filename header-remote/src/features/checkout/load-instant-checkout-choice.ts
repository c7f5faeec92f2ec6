/** The instant checkout choice, loaded only when an amending shopper presses Checkout. */
export const loadInstantCheckoutChoice = () =>
  import(/* webpackChunkName: "instant-checkout" */ './instant-checkout/instant-checkout-choice.tsx');
