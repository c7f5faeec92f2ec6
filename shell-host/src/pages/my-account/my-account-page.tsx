import { ROUTES } from '@grocer/shared-contracts';
import { LinkListPage } from '../shared/link-list-page.tsx';

/** The spec's my-details path (section 2); ROUTES lists only what the header links to. */
const MY_DETAILS = '/ecom/my-details';

/** /ecom/myaccount, account overview: links to every account page. Kept plain: the account menu and header link here; the page itself needs no call. */
export function MyAccountPage() {
  return (
    <LinkListPage
      title="My account"
      message="Everything about your account in one place."
      links={[
        { text: 'My orders', href: ROUTES.myOrders },
        { text: 'My details', href: MY_DETAILS },
        { text: 'Lists', href: ROUTES.lists },
        { text: 'Favourites', href: ROUTES.favourites },
        { text: 'Delivery pass', href: ROUTES.availableDeliveryPass },
        { text: 'Loyalty card', href: ROUTES.loyalty },
        { text: 'Customer service', href: ROUTES.customerService },
      ]}
    />
  );
}
