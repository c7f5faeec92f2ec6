import { ROUTES } from '@grocer/shared-contracts';
import layout from '../shared/page-layout.module.css';

/** /ecom/help-information/customer-service, help links. Kept plain: the account menu and header link here; the page itself needs no call. */
export function CustomerServicePage() {
  return (
    <>
      <h1 className={layout.heading}>Customer service</h1>
      <p className={layout.message}>We can help with orders, deliveries and your account.</p>
      <nav aria-label="Customer service">
        <ul>
          <li>
            <a className={layout.link} href={ROUTES.myOrders}>
              My orders
            </a>
          </li>
          <li>
            <a className={layout.link} href={ROUTES.myAccount}>
              My account
            </a>
          </li>
          <li>
            <a className={layout.link} href={ROUTES.groceriesHome}>
              Groceries home
            </a>
          </li>
        </ul>
      </nav>
    </>
  );
}
