import type { PageProps } from '../page-props.ts';
import { LoadFailure } from '../shared/load-failure.tsx';
import { loadTrolley } from '../shared/load-trolley.ts';
import layout from '../shared/page-layout.module.css';
import { SessionGate } from '../shared/session-gate.tsx';
import { useServiceCall } from '../shared/use-service-call.ts';
import type { ShopperSession } from '../../api/token-session.ts';
import { TrolleyView } from './trolley-view.tsx';

type Props = PageProps & {
  /** Where the checkout button goes; tests pass their own. */
  readonly navigate?: (path: string) => void;
};

const assign = (path: string) => window.location.assign(path);

/** /ecom/shop/trolley: the signed-in shopper's trolley, to change and check out. */
export function TrolleyPage({ location, servicesUrl, navigate = assign }: Props) {
  return (
    <>
      <h1 className={layout.heading}>Trolley</h1>
      <SessionGate location={location} servicesUrl={servicesUrl} purpose="see your trolley">
        {({ session, servicesUrl: url }) => (
          <SignedInTrolley location={location} servicesUrl={url} session={session} navigate={navigate} />
        )}
      </SessionGate>
    </>
  );
}

type SignedInProps = Pick<PageProps, 'location'> & {
  readonly servicesUrl: string;
  readonly session: ShopperSession;
  readonly navigate: (path: string) => void;
};

function SignedInTrolley({ location, servicesUrl, session, navigate }: SignedInProps) {
  const call = { servicesUrl, token: session.token };
  const { state, retry } = useServiceCall(`${servicesUrl} ${session.token}`, (signal) =>
    loadTrolley({ ...call, signal }, new Date()),
  );
  if (state.status === 'idle' || state.status === 'loading') {
    return (
      <p role="status" className={layout.message}>
        Loading your trolley…
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <LoadFailure
        location={location}
        error={state.error}
        what="your trolley"
        purpose="see your trolley"
        retry={retry}
      />
    );
  }
  const { customerOrderId, reservation, result } = state.data;
  if (!result) {
    return <p className={layout.message}>Your trolley is empty.</p>;
  }
  return (
    <TrolleyView
      call={call}
      customerOrderId={customerOrderId}
      reservation={reservation}
      initial={result}
      navigate={navigate}
    />
  );
}
