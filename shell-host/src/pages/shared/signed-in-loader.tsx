import type { ReactNode } from 'react';
import type { SignedInCall } from '../../api/service-call.ts';
import type { PageProps } from '../page-props.ts';
import { LoadFailure } from './load-failure.tsx';
import layout from './page-layout.module.css';
import { SessionGate } from './session-gate.tsx';
import { useServiceCall } from './use-service-call.ts';

type LoadProps<T> = {
  /** What signing in is for, e.g. "see your trolley": the prompt reads "Sign in to see your trolley". */
  readonly purpose: string;
  /** What loads, e.g. "your trolley": "Loading your trolley…", and "Sorry, we couldn't load your trolley." */
  readonly what: string;
  /** The status while loading, where it says something other than "Loading {what}…". */
  readonly loading?: string;
  /** For a page whose own heading depends on what loads: the h1 until it has loaded. */
  readonly heading?: string;
  /** Whatever else `load` depends on (an order id): when it changes, the page loads again. */
  readonly loadKey?: string;
  readonly load: (call: SignedInCall) => Promise<T>;
  /** A failure the page words its own way (e.g. no such order); null or undefined leaves it to LoadFailure. */
  readonly explainFailure?: (error: unknown) => ReactNode;
  /** The page, once loaded; `call` is for what the shopper does next. */
  readonly children: (data: T, call: SignedInCall) => ReactNode;
};

type Props<T> = Pick<PageProps, 'location' | 'servicesUrl'> & LoadProps<T>;

/**
 * What a signed-in page shows: the sign-in prompt, or what it loads for the
 * shopper, with its waiting and failed states.
 */
export function SignedInLoader<T>({ location, servicesUrl, ...load }: Props<T>) {
  return (
    <SessionGate location={location} servicesUrl={servicesUrl} purpose={load.purpose} heading={load.heading}>
      {({ session, servicesUrl: url }) => (
        <Loaded location={location} call={{ servicesUrl: url, token: session.token }} {...load} />
      )}
    </SessionGate>
  );
}

function Loaded<T>({
  location,
  call,
  purpose,
  what,
  loading = `Loading ${what}…`,
  heading,
  loadKey = '',
  load,
  explainFailure,
  children,
}: Pick<PageProps, 'location'> & LoadProps<T> & { readonly call: SignedInCall }) {
  const { state, retry } = useServiceCall(`${call.servicesUrl} ${call.token} ${loadKey}`, (signal) =>
    load({ ...call, signal }),
  );
  if (state.status === 'success') return children(state.data, call);
  return (
    <>
      {heading ? <h1 className={layout.heading}>{heading}</h1> : null}
      {state.status === 'error' ? (
        (explainFailure?.(state.error) ?? (
          <LoadFailure location={location} error={state.error} what={what} purpose={purpose} retry={retry} />
        ))
      ) : (
        <p role="status" className={layout.message}>
          {loading}
        </p>
      )}
    </>
  );
}
