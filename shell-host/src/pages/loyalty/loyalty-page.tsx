import { ROUTES } from '@grocer/shared-contracts';
import layout from '../shared/page-layout.module.css';

/** The offers page under the groceries browse routes (the host serves it). */
const OFFERS = '/ecom/shop/browse/offers';

/** /ecom/loyalty, the loyalty card page the account menu links to. Kept plain: the account menu and header link here; the page itself needs no call. */
export function LoyaltyPage() {
  return (
    <>
      <h1 className={layout.heading}>Loyalty card</h1>
      <p className={layout.message}>Use your loyalty card for extra reductions on selected products.</p>
      <nav aria-label="Loyalty card">
        <ul>
          <li>
            <a className={layout.link} href={OFFERS}>
              See offers
            </a>
          </li>
          <li>
            <a className={layout.link} href={ROUTES.myAccount}>
              Back to my account
            </a>
          </li>
        </ul>
      </nav>
    </>
  );
}
