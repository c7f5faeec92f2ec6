import type { ReactNode } from 'react';
import type { ShopperSession } from '../../api/token-session.ts';
import type { PageProps } from '../page-props.ts';
import layout from './page-layout.module.css';
import { SignInPrompt } from './sign-in-prompt.tsx';
import { useShopperSession } from './use-shopper-session.ts';

type Props = Pick<PageProps, 'location' | 'servicesUrl'> & {
  /** What signing in is for, e.g. "see your trolley": the prompt reads "Sign in to see your trolley". */
  readonly purpose: string;
  /** For a page whose own heading depends on what loads: the h1 shown while waiting or signed out. */
  readonly heading?: string;
  readonly children: (signedIn: { readonly session: ShopperSession; readonly servicesUrl: string }) => ReactNode;
};

/** A page part only a signed-in shopper can see: waits for the token session, or offers to sign in. */
export function SessionGate({ location, servicesUrl, purpose, heading, children }: Props) {
  const state = useShopperSession(servicesUrl ?? '');
  const h1 = heading ? <h1 className={layout.heading}>{heading}</h1> : null;
  if (state.status === 'loading') {
    return (
      <>
        {h1}
        <p role="status" className={layout.message}>
          Loading…
        </p>
      </>
    );
  }
  if (state.status === 'signed-out' || servicesUrl === undefined) {
    return (
      <>
        {h1}
        <SignInPrompt location={location} purpose={purpose} />
      </>
    );
  }
  return children({ session: state.session, servicesUrl });
}
