import type { PageProps } from '../page-props.ts';
import { assignLocation } from '../shared/assign-location.ts';
import layout from '../shared/page-layout.module.css';
import { SessionGate } from '../shared/session-gate.tsx';
import { forgetShopperSession } from '../shared/use-shopper-session.ts';
import { RETURN_TO_PARAM, safeReturnTo } from './return-to.ts';
import { SlotBooking } from './slot-booking.tsx';
import { findSlotPage } from './slot-services.ts';

type Props = PageProps & {
  /** Where the browser goes once a slot is booked; tests pass their own. */
  readonly navigate?: (path: string) => void;
};

/**
 * The four slot pages (/ecom/bookslot/delivery, …/collection/entertaining,
 * …/collection/groceries, …/collection/groceriesandentertaining): signed in, the week's slots for an
 * address or branch; booking one goes back to `returnTo` (the trolley by default).
 */
export function BookSlotPage({ location, servicesUrl, navigate = assignLocation }: Props) {
  const page = findSlotPage(location.pathname);
  if (!page) return null;
  const returnTo = safeReturnTo(new URLSearchParams(location.search).get(RETURN_TO_PARAM));
  return (
    <>
      <h1 className={layout.heading}>{page.title}</h1>
      <SessionGate location={location} servicesUrl={servicesUrl} purpose="book a slot">
        {({ session, servicesUrl: url }) => (
          <SlotBooking
            page={page}
            servicesUrl={url}
            token={session.token}
            returnTo={returnTo}
            navigate={navigate}
            onSignedOut={forgetShopperSession}
          />
        )}
      </SessionGate>
    </>
  );
}
