import { ROUTES } from '@grocer/shared-contracts';
import { GROCERIES_ROOT_ID } from '@grocer/shared-contracts/domain';
import layout from '../shared/page-layout.module.css';
import type { TrolleyContext } from '../products/add-to-trolley.tsx';
import { BrowseListing } from './browse-listing.tsx';
import type { BrowseLocation } from './browse-location.ts';
import { Breadcrumb } from './breadcrumb.tsx';
import styles from './browse-page.module.css';

type Props = {
  readonly browse: BrowseLocation;
  readonly servicesUrl: string | undefined;
  readonly trolley: TrolleyContext;
};

/**
 * /ecom/shop/browse/groceries/new: the catalogue flags no product "new", so
 * this is Groceries in the order they arrived (the search's sortBy=new), newest first.
 */
export function NewProductsView({ browse, servicesUrl, trolley }: Props) {
  return (
    <>
      <Breadcrumb
        trail={[
          { name: 'Groceries', url: ROUTES.groceriesHome },
          { name: 'New', url: ROUTES.newProducts },
        ]}
      />
      <h1 className={layout.heading}>New</h1>
      <p className={styles.intro}>The latest additions to our groceries, newest first.</p>
      <BrowseListing
        servicesUrl={servicesUrl}
        products={{ category: GROCERIES_ROOT_ID }}
        fixedSort="new"
        location={browse}
        label="New products"
        trolley={trolley}
      />
    </>
  );
}
