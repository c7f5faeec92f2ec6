import { ROUTES } from '@grocer/shared-contracts';
import layout from '../shared/page-layout.module.css';

/** /ecom/my-details, placeholder for the shopper's details. Kept plain: the account menu and header link here; the page itself needs no call. */
export function MyDetailsPage() {
  return (
    <>
      <h1 className={layout.heading}>My details</h1>
      <p className={layout.message}>Your name, addresses and contact preferences will appear here.</p>
      <nav aria-label="My details">
        <ul>
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
