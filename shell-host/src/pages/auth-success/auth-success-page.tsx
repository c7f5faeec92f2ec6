import { ROUTES } from '@grocer/shared-contracts';
import layout from '../shared/page-layout.module.css';

/**
 * /ecom/auth-success: where registration returns (spec section 2). The token
 * service has already set the session cookies, so the header shows the
 * shopper signed in; this page only confirms it.
 */
export function AuthSuccessPage() {
  return (
    <>
      <h1 className={layout.heading}>You're signed in</h1>
      <p className={layout.message}>
        <a className={layout.link} href={ROUTES.root}>
          Continue shopping
        </a>
      </p>
    </>
  );
}
