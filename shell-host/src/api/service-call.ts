/** What every signed-in call needs: where the services are, the shopper's token, and a way to give up. */
export type SignedInCall = {
  readonly servicesUrl: string;
  readonly token: string;
  readonly signal?: AbortSignal | undefined;
};
