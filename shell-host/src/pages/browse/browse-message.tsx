import { ROUTES } from '@grocer/shared-contracts';
import layout from '../shared/page-layout.module.css';

/** A page with nothing to list says why, and leads back to Groceries home rather than a dead end. */
export function BrowseMessage({ message }: { readonly message: string }) {
  return (
    <>
      <p className={layout.message}>{message}</p>
      <p className={layout.message}>
        <a className={layout.link} href={ROUTES.groceriesHome}>
          Shop all groceries
        </a>
      </p>
    </>
  );
}
