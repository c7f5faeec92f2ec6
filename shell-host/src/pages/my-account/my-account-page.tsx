import { ROUTES } from '@grocer/shared-contracts';
import layout from '../shared/page-layout.module.css';

/** The spec's my-details path (section 2); ROUTES lists only what the header links to. */
const MY_DETAILS = '/ecom/my-details';

/** /ecom/myaccount, account overview: links to every account page. Kept plain: the account menu and header link here; the page itself needs no call. */
export function MyAccountPage() {
  return (
    <>
      <h1 className={layout.heading}>My account</h1>
      <p className={layout.message}>Everything about your account in one place.</p>
      <nav aria-label="My account">
        <ul>
          <li>
            <a className={layout.link} href={ROUTES.myOrders}>
              My orders
            </a>
          </li>
          <li>
            <a className={layout.link} href={MY_DETAILS}>
              My details
            </a>
          </li>
          <li>
            <a className={layout.link} href={ROUTES.lists}>
              Lists
            </a>
          </li>
          <li>
            <a className={layout.link} href={ROUTES.favourites}>
              Favourites
            </a>
          </li>
          <li>
            <a className={layout.link} href={ROUTES.availableDeliveryPass}>
              Delivery pass
            </a>
          </li>
          <li>
            <a className={layout.link} href={ROUTES.loyalty}>
              Loyalty card
            </a>
          </li>
          <li>
            <a className={layout.link} href={ROUTES.customerService}>
              Customer service
            </a>
          </li>
        </ul>
      </nav>
    </>
  );
}
