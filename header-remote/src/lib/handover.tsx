import { createContext, use } from 'react';

/**
 * What a server-rendered header's page-load duties hand to its script when it hydrates, later, on
 * the shopper's intent (decision 027). The duties have already announced the header, settled its
 * cookies and reported the trolley the server loaded, so the live header does none of that again;
 * it takes over what they kept.
 */
export type Handover = {
  /**
   * The page's trolley events that came before the live header listened, oldest first. Called once
   * the live header listens itself: the duties stop listening then, so no event falls between.
   */
  readonly takeHostEvents: () => readonly Event[];
  /** The duties show the app banner in a root of their own: the live header shows none. */
  readonly appBannerShown: boolean;
};

const HandoverContext = createContext<Handover | null>(null);
export const HandoverProvider = HandoverContext.Provider;

/** The handover when the header hydrated after its page-load duties, else null. */
export function useHandover(): Handover | null {
  return use(HandoverContext);
}
